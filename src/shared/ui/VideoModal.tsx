import type { ReactNode } from 'react';
import { Modal } from './Modal';
import { VideoPlayer } from './VideoPlayer';

type VideoModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  src: string | null | undefined;
  poster?: string;
  /** An action under the player, e.g. 'Personalize this video'. */
  footer?: ReactNode;
};

export function VideoModal({ open, onClose, title, src, poster, footer }: VideoModalProps) {
  return (
    <Modal open={open && Boolean(src)} onClose={onClose} title={title} size="lg" footer={footer}>
      {src && <VideoPlayer src={src} poster={poster} title={title} autoPlay />}
    </Modal>
  );
}
