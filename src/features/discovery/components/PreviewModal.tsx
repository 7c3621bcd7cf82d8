import type { ThemeAnimation } from '@/api/catalog/schemas';
import { ButtonLink } from '@/shared/ui/Button';
import { VideoModal } from '@/shared/ui/VideoModal';

type PreviewModalProps = {
  animation: ThemeAnimation | null;
  onClose: () => void;
  /** 'Personalize this video' on the landing page, 'Personalize' on a theme page. */
  actionLabel: string;
  actionTo: (animation: ThemeAnimation) => string;
};

/** A template's intro video, with the way to personalise it. */
export function PreviewModal({ animation, onClose, actionLabel, actionTo }: PreviewModalProps) {
  return (
    <VideoModal
      open={Boolean(animation)}
      onClose={onClose}
      title={animation?.name ?? ''}
      src={animation?.video}
      poster={animation?.img}
      footer={animation ? <ButtonLink to={actionTo(animation)}>{actionLabel}</ButtonLink> : undefined}
    />
  );
}
