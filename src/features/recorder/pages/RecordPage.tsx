import { useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Alert } from '@/shared/ui/Alert';
import { PageHeading } from '@/shared/ui/PageHeading';
import { LeaveUploadsDialog } from '@/widgets/LeaveUploadsDialog';
import { CameraProblem } from '@/features/recorder/components/CameraProblem';
import { CameraStage } from '@/features/recorder/components/CameraStage';
import { ConfirmDropDialog } from '@/features/recorder/components/ConfirmDropDialog';
import { DownloadLink } from '@/features/recorder/components/DownloadLink';
import { KeptRecording } from '@/features/recorder/components/KeptRecording';
import { MicMeter } from '@/features/recorder/components/MicMeter';
import { PreviewDialog } from '@/features/recorder/components/PreviewDialog';
import { LowVolumeDialog, ReadyDialog } from '@/features/recorder/components/ReadyDialog';
import styles from '@/features/recorder/components/Recorder.module.css';
import { RecorderControls } from '@/features/recorder/components/RecorderControls';
import { UploadProgressBar } from '@/features/recorder/components/UploadProgressBar';
import { useCamera } from '@/features/recorder/hooks/useCamera';
import { useObjectUrl } from '@/features/recorder/hooks/useObjectUrl';
import { useRecorderSession } from '@/features/recorder/hooks/useRecorderSession';
import { useUploadTake } from '@/features/recorder/hooks/useUploadTake';
import { startBlockedReason } from '@/features/recorder/rules/controls';
import { recordTarget } from '@/features/recorder/rules/recordTarget';
import { canSend } from '@/features/recorder/rules/session';
import { RECORDER_TEXT } from '@/features/recorder/rules/text';
import { isRefused, VERDICT_MESSAGES } from '@/features/recorder/rules/verdict';

export type RecordPageProps = {
  /** The camera waits (the route shows the quick sign-up first). */
  cameraOnHold?: boolean;
  /** What the route composes in (the quick sign-up modal). */
  children?: ReactNode;
};

/**
 * /record/{greetingId}, /in/{code}/record/{greetingId}, /record-thank-you[/{greetingId}] (spec part 2 §2, §4):
 * record from the webcam and microphone, review, upload. Every chunk is kept in the browser as it
 * arrives, so no recording is lost to a reload, a crash or a failed upload.
 */
export default function RecordPage({ cameraOnHold = false, children }: RecordPageProps) {
  const { greetingId, code } = useParams();
  const { pathname, search } = useLocation();
  const target = useMemo(() => recordTarget({ greetingId, code }, pathname, search), [greetingId, code, pathname, search]);
  const { camera, retry } = useCamera(!cameraOnHold);
  const session = useRecorderSession(target, camera);
  const { state, dispatch } = session;
  const { upload, progress, blocker } = useUploadTake(target, state, dispatch, session.store);
  const url = useObjectUrl(state.take?.blob);
  const take = state.take;
  const mimeType = take?.mimeType ?? '';
  const refused = state.verdict !== null && isRefused(state.verdict) ? state.verdict : null;

  const close = () => dispatch({ type: 'close-dialog' });
  const preview = () => dispatch({ type: 'preview' });
  const recordAgain = () => dispatch({ type: 'record-again' });
  const send = () => void upload();

  return (
    <section className={`container ${styles.page}`}>
      <PageHeading>{target.kind === 'thank-you' ? RECORDER_TEXT.thankYouHeading : RECORDER_TEXT.heading}</PageHeading>
      <p className={styles.lead}>{RECORDER_TEXT.intro}</p>
      {children}

      <div className={styles.alerts}>
        {camera.status === 'failed' && (
          <CameraProblem problem={camera.problem} onRetry={state.phase === 'recording' ? undefined : retry} />
        )}
        {camera.status === 'live' && !camera.micVerified && <CameraProblem problem="microphone" />}
        {session.startError && <Alert variant="danger">{session.startError}</Alert>}
        {session.notice && <Alert variant="info">{session.notice}</Alert>}
        {session.storeFailed && <Alert variant="info">{RECORDER_TEXT.notKept}</Alert>}
        {state.uploadError && <Alert variant="danger">{state.uploadError}</Alert>}
        {state.phase === 'stopped' && refused && (
          <Alert variant="danger">
            <p>{VERDICT_MESSAGES[refused]}</p>
            <DownloadLink url={refused === 'empty' ? null : url} mimeType={mimeType} />
          </Alert>
        )}
      </div>

      {take && state.kept && state.phase === 'idle' && (
        <KeptRecording
          reason={state.kept}
          url={url}
          mimeType={mimeType}
          uploadable={canSend(state)}
          refusal={refused ? VERDICT_MESSAGES[refused] : null}
          busy={state.uploading}
          onPreview={preview}
          onUpload={send}
          onDiscard={() => dispatch({ type: 'discard' })}
        />
      )}

      <CameraStage camera={camera} recording={state.phase === 'recording'} elapsedMs={session.elapsedMs} />
      <p role="status" className="visually-hidden">
        {state.phase === 'recording' ? RECORDER_TEXT.recording : ''}
      </p>
      <div className={styles.bar}>
        {camera.status === 'live' && camera.meter && <MicMeter meter={camera.meter} />}
        <RecorderControls
          phase={state.phase}
          hasTake={Boolean(take)}
          canStart={session.canStart}
          blockedReason={startBlockedReason({ camera: camera.status, uploading: state.uploading })}
          stopping={session.stopping}
          uploading={state.uploading}
          onStart={session.start}
          onStop={session.stop}
          onRecordAgain={recordAgain}
        />
      </div>
      {state.uploading && <UploadProgressBar progress={progress} />}

      <ReadyDialog
        open={state.dialog === 'ready'}
        durationMs={take?.durationMs ?? 0}
        onPreview={preview}
        onUpload={send}
        onRecordAgain={recordAgain}
        onClose={close}
      />
      <LowVolumeDialog open={state.dialog === 'low-volume'} onPreview={preview} onRecordAgain={recordAgain} onClose={close} />
      <PreviewDialog open={state.dialog === 'preview'} url={url} onUpload={send} onRecordAgain={recordAgain} onClose={close} />
      <ConfirmDropDialog
        open={state.dialog === 'confirm-drop'}
        purpose={state.dropFor ?? 'discard'}
        url={url}
        mimeType={mimeType}
        onConfirm={() => dispatch({ type: 'confirm-drop' })}
        onClose={close}
      />
      <LeaveUploadsDialog blocker={blocker} />
    </section>
  );
}
