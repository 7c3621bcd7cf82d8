import { useCallback, useMemo, useState } from 'react';
import type { SpecialFieldGroup } from '@/api/greetings/schemas';
import { imagePreviewUrl } from '@/api/greetings/requests';
import { withValues } from '@/shared/lib/specialFields';
import { SpecialFieldsForm } from '@/widgets/SpecialFieldsForm';
import { keepDraft, readDraft, type Draft, type DraftScope } from '@/shared/lib/fieldsDraft';

type PersonaliseFormProps = {
  groups: SpecialFieldGroup[];
  taId: string | number;
  previewImageCount: number;
  draftScope: DraftScope;
  /** Saves; a rejection's message is shown and the typed text stays. */
  onSave: (groups: SpecialFieldGroup[]) => Promise<unknown>;
};

/**
 * The shared special-fields form with 'Next', plus a draft: the typed text is kept while it differs
 * from the server's, so a failed save, a reload or a closed tab never loses it (shared/lib/fieldsDraft).
 */
export function PersonaliseForm({ groups, taId, previewImageCount, draftScope, onSave }: PersonaliseFormProps) {
  const [draft] = useState(() => readDraft(draftScope) ?? undefined);
  const serverValues = useMemo<Draft>(
    () => Object.fromEntries(groups.flatMap((g) => g.items).map((item) => [String(item.id), item.value])),
    [groups],
  );
  const scopeKey = JSON.stringify(draftScope);
  const onValuesChange = useCallback(
    (values: Draft) => keepDraft(JSON.parse(scopeKey) as DraftScope, values, serverValues),
    [scopeKey, serverValues],
  );

  return (
    <SpecialFieldsForm
      groups={groups}
      initialValues={draft}
      preview={{ count: previewImageCount, srcOf: (i, text) => imagePreviewUrl(taId, i, text), title: 'Preview' }}
      onValuesChange={onValuesChange}
      onSubmit={(values) => onSave(withValues(groups, values))}
      submitLabel="Next"
    />
  );
}
