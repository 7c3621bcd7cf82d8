import { useState, type MouseEvent } from 'react';
import { useVideoFile } from '@/media/useVideoFile';
import { canShareFiles, linkReachesServer, saveFile, type FileProgress, type VideoDownload } from '@/media/videoFile';
import { RENDER_MESSAGES } from '@/media/render/messages';
import { Alert } from '@/shared/ui/Alert';
import { Button, buttonClass } from '@/shared/ui/Button';
import { RenderProgress } from './RenderProgress';
import buttonStyles from '@/shared/ui/Button.module.css';
import styles from './VideoFileActions.module.css';

export const VIDEO_FILE_TEXT = {
  download: 'Download and save',
  shareFile: 'Share the video file',
  cancel: 'Cancel',
  making: 'Making your video on this device:',
  waiting: 'Your video is being made. It downloads when it is ready:',
  downloading: 'Downloading your video:',
  shareAgain: "Your video is ready: press 'Share the video file' again to share it.",
} as const;

const progressLabel = (progress: FileProgress | null) =>
  progress?.waiting ? VIDEO_FILE_TEXT.waiting : progress?.making ? VIDEO_FILE_TEXT.making : VIDEO_FILE_TEXT.downloading;

function ProgressLine({ progress }: { progress: FileProgress | null }) {
  return (
    <div role="status" className={styles.status}>
      <RenderProgress label={progressLabel(progress)} done={progress?.done ?? null} secondsLeft={progress?.secondsLeft ?? null} />
    </div>
  );
}

/** A click the browser should handle as it would any link's: a new tab or window, its own download. */
const isModified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

type VideoFileActionsProps = {
  video: VideoDownload;
  /** The native share sheet's title. */
  shareTitle: string;
  variant: 'primary' | 'outline';
};

/**
 * 'Download and save' (and, on phones that share files, 'Share the video file'). The download is
 * the link to the server's file ({shareUrl}/download, named by its download attribute): once the
 * file is ready a click simply follows it. Before that (being made, or its making failed) the click
 * is taken over: the file is waited for or made on this device, with its progress and a Cancel, then
 * saved (so too where a service worker answers the page: see linkReachesServer). A failure says
 * why, and the next click tries again.
 */
export function VideoFileActions({ video, shareTitle, variant }: VideoFileActionsProps) {
  const { state, run, cancel } = useVideoFile(video.source);
  const [shareAgain, setShareAgain] = useState(false);
  const working = state.status === 'working';
  const share = async (file: File) => {
    try {
      await navigator.share({ files: [file], title: shareTitle });
      setShareAgain(false);
    } catch (error) {
      // the file took long enough that the browser wants a fresh press; a cancelled sheet is silent
      setShareAgain(error instanceof DOMException && error.name === 'NotAllowedError');
    }
  };
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    // one at a time: a second click while the file is coming starts nothing
    if (working) return event.preventDefault();
    if ((video.ready && linkReachesServer()) || isModified(event)) return;
    event.preventDefault();
    void run(saveFile);
  };
  return (
    <>
      <a
        className={buttonClass({ variant })}
        href={video.href}
        download={video.fileName}
        aria-disabled={working || undefined}
        aria-busy={working || undefined}
        onClick={download}
      >
        {working && <span className={buttonStyles.busy} aria-hidden="true" />}
        {VIDEO_FILE_TEXT.download}
      </a>
      {canShareFiles() && (
        <Button variant="outline" busy={working} keepFocusWhenBusy onClick={() => void run(share)}>
          {VIDEO_FILE_TEXT.shareFile}
        </Button>
      )}
      {working && (
        <div className={styles.working}>
          <ProgressLine progress={state.progress} />
          <Button variant="link" onClick={cancel}>
            {VIDEO_FILE_TEXT.cancel}
          </Button>
        </div>
      )}
      {state.status === 'failed' && (
        <Alert variant="danger" className={styles.message}>
          {state.message}
        </Alert>
      )}
      {state.status === 'cancelled' && (
        <p role="status" className={styles.message}>
          {RENDER_MESSAGES.cancelled}
        </p>
      )}
      {shareAgain && (
        <p role="status" className={styles.message}>
          {VIDEO_FILE_TEXT.shareAgain}
        </p>
      )}
    </>
  );
}
