import { useCallback, useMemo, useState } from 'react';
import type { SpecialFieldGroup } from '../../../api/fizz/schemas';
import { imagePreviewUrl } from '../../../api/fizz/requests';
import { withValues } from '../../../shared/lib/specialFields';
import { SpecialFieldsForm } from '../../../shared/ui/SpecialFieldsForm';
import { clearDraft, readDraft, writeDraft, type Draft, type DraftScope } from '../lib/draft';

type PersonaliseFormProps = {
  groups: SpecialFieldGroup[];
  taId: string | number;
  previewImageCount: number;
  draftScope: DraftScope;
  /** Saves; a rejection's message is shown and the typed text stays. */
  onSave: (groups: SpecialFieldGroup[]) => Promise<unknown>;
};

/**
 * The shared special-fields form with 'Next', plus a draft: the typed text is kept in
 * sessionStorage while it differs from the server's, so a failed save or a reload never loses it.
 */
export function PersonaliseForm({ groups, taId, previewImageCount, draftScope, onSave }: PersonaliseFormProps) {
  const [draft] = useState(() => readDraft(draftScope) ?? undefined);
  const serverValues = useMemo<Draft>(
    () => Object.fromEntries(groups.flatMap((g) => g.items).map((item) => [String(item.id), item.value])),
    [groups],
  );
  const scopeKey = JSON.stringify(draftScope);
  const keepDraft = useCallback(
    (values: Draft) => {
      const scope = JSON.parse(scopeKey) as DraftScope;
      const changed = Object.entries(values).some(([id, value]) => value !== (serverValues[id] ?? ''));
      if (changed) writeDraft(scope, values);
      else clearDraft(scope);
    },
    [scopeKey, serverValues],
  );

  return (
    <SpecialFieldsForm
      groups={groups}
      initialValues={draft}
      preview={{ count: previewImageCount, srcOf: (i, text) => imagePreviewUrl(taId, i, text), title: 'Preview' }}
      onValuesChange={keepDraft}
      onSubmit={(values) => onSave(withValues(groups, values))}
      submitLabel="Next"
    />
  );
}
