import { canCopy, canNativeShare, copyText, isMobileWidth, nativeShare } from '@/shared/lib/platform';
import { shareOptions, type ShareAction, type ShareMode } from '@/shared/lib/shareOptions';
import { copiedText, mailtoHref, nativeShareData, smsHref, type ShareMessage } from '@/shared/lib/shareLinks';
import { useMediaQuery } from '@/shared/lib/useMediaQuery';
import { BREAKPOINTS } from '@/shared/lib/platform';
import { Button, buttonClass } from '@/shared/ui/Button';
import { useToast } from '@/shared/ui/Toasts';
import { VideoFileActions } from './VideoFileActions';
import type { VideoDownload } from '@/media/videoFile';
import styles from './ShareActions.module.css';

export const COPIED_TOAST = 'Copied to Clipboard!';

const DEFAULT_LABELS: Record<ShareAction, string> = {
  share: 'Share this video',
  copy: 'Copy link to paste anywhere',
  text: 'Text message',
  email: 'Email',
  download: 'Download and save',
};

type ShareActionsProps = {
  /** What every action sends: the text (a sentence with the link), the email subject / share title, and the link copy takes. */
  message: ShareMessage;
  mode?: ShareMode;
  /** 'Download and save': the link to {shareUrl}/download, and how to get the file before it is ready; none hides it. */
  video?: VideoDownload | null;
  labels?: Partial<Record<ShareAction, string>>;
  /** Told which action was used (tracking, the invite-intent call). */
  onAction?: (action: ShareAction) => void;
  className?: string;
};

/**
 * The app's one set of share buttons: native share, copy (the bare link; toast 'Copied to
 * Clipboard!'), text message, email, and the video itself (the download link, and share the file
 * where phones can). Which ones show is shareOptions(); share, text and email send the same message
 * (shareLinks); a failed or cancelled share or copy is silent (spec part 1 §8).
 */
export function ShareActions({ message, mode = 'all', video, labels, onAction, className }: ShareActionsProps) {
  const toast = useToast();
  // re-render when the width crosses the mobile breakpoint ('Text message' is for phones)
  const mobileWidth = useMediaQuery(`(max-width: ${BREAKPOINTS.md - 0.02}px)`) || isMobileWidth();
  const actions = shareOptions(mode, { nativeShare: canNativeShare(), mobileWidth, clipboard: canCopy() }, Boolean(video));
  const label = (a: ShareAction) => labels?.[a] ?? DEFAULT_LABELS[a];
  const primary = actions[0];
  const variant = (a: ShareAction) => (a === primary ? 'primary' : 'outline');

  const copy = async () => {
    onAction?.('copy');
    if (await copyText(copiedText(message))) toast.show({ title: COPIED_TOAST, variant: 'success' });
  };

  return (
    <div className={`${styles.actions} ${className ?? ''}`}>
      {actions.map((a) => {
        switch (a) {
          case 'share':
            return (
              <Button
                key={a}
                variant={variant(a)}
                onClick={() => {
                  onAction?.('share');
                  void nativeShare(nativeShareData(message));
                }}
              >
                {label(a)}
              </Button>
            );
          case 'copy':
            return (
              <Button key={a} variant={variant(a)} onClick={() => void copy()}>
                {label(a)}
              </Button>
            );
          case 'text':
            return (
              <a
                key={a}
                className={buttonClass({ variant: variant(a) })}
                href={smsHref(message.text)}
                onClick={() => onAction?.('text')}
              >
                {label(a)}
              </a>
            );
          case 'email':
            return (
              <a
                key={a}
                className={buttonClass({ variant: variant(a) })}
                href={mailtoHref(message.subject, message.text)}
                onClick={() => onAction?.('email')}
              >
                {label(a)}
              </a>
            );
          case 'download':
            return video ? <VideoFileActions key={a} video={video} shareTitle={message.subject} variant={variant(a)} /> : null;
        }
      })}
    </div>
  );
}
