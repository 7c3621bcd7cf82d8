import type { EditFizz } from '../../../api/editor/schemas';
import { imagePreviewUrl } from '../../../api/fizz/requests';
import { withValues } from '../../../shared/lib/specialFields';
import { Button } from '../../../shared/ui/Button';
import { Modal } from '../../../shared/ui/Modal';
import { SpecialFieldsForm } from '../../../shared/ui/SpecialFieldsForm';
import { MusicSummary } from './Steps';

export const EDIT_GREETING_TITLE = 'Edit My Video Greeting';

type EditGreetingDialogProps = {
  open: boolean;
  onClose: () => void;
  fizz: EditFizz;
  onSaveFields: (groups: EditFizz['specialFields']) => Promise<unknown>;
  onChooseMusic: () => void;
};

/**
 * Spec part 2 §2: the later steps' view of the greeting's text (the same special-fields form as
 * personalise) and its background music.
 */
export function EditGreetingDialog({ open, onClose, fizz, onSaveFields, onChooseMusic }: EditGreetingDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={EDIT_GREETING_TITLE} size="lg">
      {open && (
        <SpecialFieldsForm
          groups={fizz.specialFields}
          preview={{ count: fizz.previewImageCount, srcOf: (i, text) => imagePreviewUrl(fizz.taId, i, text) }}
          onSubmit={async (values) => {
            await onSaveFields(withValues(fizz.specialFields, values));
            onClose();
          }}
          submitLabel="Save"
          layout="dialog"
          secondaryAction={
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          }
        >
          <MusicSummary music={fizz.music} onChoose={onChooseMusic} />
        </SpecialFieldsForm>
      )}
    </Modal>
  );
}
