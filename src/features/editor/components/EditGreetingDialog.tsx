import type { EditGreeting } from '@/api/editor/schemas';
import { imagePreviewUrl } from '@/api/greetings/requests';
import { clearDraft, keepDraft, readDraft, type Draft, type DraftScope } from '@/shared/lib/fieldsDraft';
import { withValues } from '@/shared/lib/specialFields';
import { Button } from '@/shared/ui/Button';
import { Modal } from '@/shared/ui/Modal';
import { SpecialFieldsForm } from '@/widgets/SpecialFieldsForm';
import { MusicSummary } from './Steps';

export const EDIT_GREETING_TITLE = 'Edit My Video Greeting';

type EditGreetingDialogProps = {
  open: boolean;
  onClose: () => void;
  greeting: EditGreeting;
  onSaveFields: (groups: EditGreeting['specialFields']) => Promise<unknown>;
  onChooseMusic: () => void;
};

/**
 * Spec part 2 §2: the later steps' view of the greeting's text (the same special-fields form as
 * personalise) and its background music. What is typed is kept as a draft until it is saved (a
 * reload brings it back, as on the personalise page, whose draft for this greeting it shares);
 * closing the dialog without saving lets it go.
 */
export function EditGreetingDialog({ open, onClose, greeting, onSaveFields, onChooseMusic }: EditGreetingDialogProps) {
  const scope: DraftScope = { kind: 'change', greetingId: String(greeting.id) };
  const serverValues: Draft = Object.fromEntries(
    greeting.specialFields.flatMap((g) => g.items).map((item) => [String(item.id), item.value]),
  );
  const close = () => {
    clearDraft(scope);
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title={EDIT_GREETING_TITLE} size="lg">
      {open && (
        <SpecialFieldsForm
          groups={greeting.specialFields}
          initialValues={readDraft(scope) ?? undefined}
          onValuesChange={(values) => keepDraft(scope, values, serverValues)}
          preview={{ count: greeting.previewImageCount, srcOf: (i, text) => imagePreviewUrl(greeting.taId, i, text) }}
          onSubmit={async (values) => {
            await onSaveFields(withValues(greeting.specialFields, values));
            close();
          }}
          submitLabel="Save"
          layout="dialog"
          secondaryAction={
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          }
        >
          <MusicSummary music={greeting.music} onChoose={onChooseMusic} />
        </SpecialFieldsForm>
      )}
    </Modal>
  );
}
