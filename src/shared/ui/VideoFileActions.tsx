import { useState } from 'react';
import { useVideoFile } from '@/shared/lib/useVideoFile';
import { canShareFiles, saveFile, type FileProgress, type VideoFileSource } from '@/shared/lib/videoFile';
import { RENDER_MESSAGES } from '@/shared/media/render/messages';
import { Alert } from './Alert';
import { Button } from './Button';
import { RenderProgress } from './RenderProgress';
import styles from './VideoFileActions.module.css';

export const VIDEO_FILE_TEXT = {
  download: 'Download and save',
  shareFile: 'Share the video file',
  cancel: 'Cancel',
  making: 'Making your video on this device:',
  downloading: 'Downloading your video:',
  shareAgain: "Your video is ready: press 'Share the video file' again to share it.",
} as const;

function ProgressLine({ progress }: { progress: FileProgress | null }) {
  return (
    <div role="status" className={styles.status}>
      <RenderProgress
        label={progress?.making ? VIDEO_FILE_TEXT.making : VIDEO_FILE_TEXT.downloading}
        done={progress?.done ?? null}
        secondsLeft={progress?.secondsLeft ?? null}
      />
    </div>
  );
}

type VideoFileActionsProps = {
  source: VideoFileSource;
  /** The native share sheet's title. */
  shareTitle: string;
  variant: 'primary' | 'outline';
};

/**
 * 'Download and save' (and, on phones that share files, 'Share the video file'): the greeting's
 * video as a file, downloaded or made on this device, with its progress and a Cancel. A failure
 * says why, and the button tries again.
 */
export function VideoFileActions({ source, shareTitle, variant }: VideoFileActionsProps) {
  const { state, run, cancel } = useVideoFile(source);
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
  return (
    <>
      <Button variant={variant} busy={working} keepFocusWhenBusy onClick={() => void run(saveFile)}>
        {VIDEO_FILE_TEXT.download}
      </Button>
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
