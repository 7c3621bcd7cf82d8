import { useEffect, useRef } from 'react';
import type { CameraState } from '@/features/recorder/hooks/useCamera';
import { formatClock } from '@/features/recorder/rules/clock';
import { RECORDER_TEXT } from '@/features/recorder/rules/text';
import styles from './Recorder.module.css';

type CameraStageProps = { camera: CameraState; recording: boolean; elapsedMs: number };

/** The live camera, mirrored as people expect to see themselves, with the running clock while recording. */
export function CameraStage({ camera, recording, elapsedMs }: CameraStageProps) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = camera.status === 'live' ? camera.stream : null;
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);

  return (
    <div className={styles.stage}>
      <video
        ref={video}
        className={styles.camera}
        autoPlay
        muted
        playsInline
        aria-label={RECORDER_TEXT.cameraLabel}
        hidden={!stream}
      />
      {camera.status === 'starting' && <p className={styles.stageNote}>{RECORDER_TEXT.starting}</p>}
      {camera.status === 'waiting' && <p className={styles.stageNote}>{RECORDER_TEXT.waiting}</p>}
      {recording && (
        <p className={styles.clock}>
          <span className={styles.dot} aria-hidden="true" />
          <span className="visually-hidden">{RECORDER_TEXT.clockLabel} </span>
          <span role="timer">{formatClock(elapsedMs)}</span>
        </p>
      )}
    </div>
  );
}
