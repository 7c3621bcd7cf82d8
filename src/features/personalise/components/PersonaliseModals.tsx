import { useState } from 'react';
import { paths } from '@/shared/config/paths';
import { Button, ButtonLink } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { Modal } from '@/shared/ui/Modal';
import type { PersonaliseModal } from '@/features/personalise/rules/modals';

/** The modals the personalize response asks for, one after the other. */
export function PersonaliseModals({ modals }: { modals: PersonaliseModal[] }) {
  const [shown, setShown] = useState(0);
  const modal = modals[shown];
  const next = () => setShown((n) => n + 1);
  if (!modal) return null;

  if (modal.kind === 'box-set') {
    return (
      <ConfirmDialog
        open
        title="This card is part of a boxed set"
        cancelLabel={null}
        onCancel={next}
        confirmLabel="OK"
        onConfirm={next}
      >
        <p>
          A boxed set links one video to every card in the box. Once your Video Greeting is finished, it plays from every card in
          the set.
        </p>
      </ConfirmDialog>
    );
  }

  const footer = (
    <>
      {modal.kind === 'unlocked-one' ? (
        <ButtonLink to={paths.edit(modal.card.id)}>Keep working on {modal.card.name || 'my card'}</ButtonLink>
      ) : (
        <ButtonLink to={paths.list()}>See My Video Greetings</ButtonLink>
      )}
      <Button variant="outline" onClick={next}>
        Start a new digital video
      </Button>
    </>
  );
  return (
    <Modal open onClose={next} title="You have a card in progress" footer={footer}>
      <p>
        {modal.kind === 'unlocked-one'
          ? 'You already started a Video Greeting for a physical card. Keep working on it, or start a new digital video?'
          : 'You already started Video Greetings for physical cards. Keep working on one of them, or start a new digital video?'}
      </p>
    </Modal>
  );
}
