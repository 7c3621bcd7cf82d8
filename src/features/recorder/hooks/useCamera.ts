import { useCallback, useEffect, useState } from 'react';
import { devicesPresent, openCamera, stopStream } from '@/features/recorder/lib/camera';
import { createLevelMeter, type LevelMeter } from '@/features/recorder/lib/levelMeter';
import { mediaProblemFor, microphoneVerified, type MediaProblem } from '@/features/recorder/rules/mediaErrors';

export type CameraState =
  /** Not asked yet (the quick sign-up comes first). */
  | { status: 'waiting' }
  | { status: 'starting' }
  | { status: 'live'; stream: MediaStream; meter: LevelMeter | null; micVerified: boolean }
  | { status: 'failed'; problem: MediaProblem };

const errorNameOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { name?: unknown }).name : undefined);

/**
 * The camera and microphone while the page shows (and `enabled`): every getUserMedia failure
 * becomes one of the spec's named problems, never an uncaught error. Every track stops when the
 * page is left or hidden for good, so the camera light goes off; a camera or microphone that goes
 * away (unplugged) turns into its message. `retry` asks again.
 */
export function useCamera(enabled: boolean) {
  const [state, setState] = useState<CameraState>({ status: enabled ? 'starting' : 'waiting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    let stream: MediaStream | null = null;
    let meter: LevelMeter | null = null;
    setState({ status: 'starting' });

    const onEnded = (event: Event) => {
      const kind = (event.target as MediaStreamTrack | null)?.kind;
      if (active) setState({ status: 'failed', problem: kind === 'audio' ? 'microphone' : 'other' });
      // the other device goes off too (after a recording in progress has heard of the loss)
      setTimeout(release, 0);
    };
    const release = () => {
      stream?.getTracks().forEach((t) => t.removeEventListener('ended', onEnded));
      meter?.close();
      stopStream(stream);
      stream = null;
      meter = null;
    };

    openCamera().then(
      (opened) => {
        if (!active) {
          stopStream(opened);
          return;
        }
        stream = opened;
        meter = createLevelMeter(opened);
        opened.getTracks().forEach((t) => t.addEventListener('ended', onEnded));
        const liveAudioTracks = opened.getAudioTracks().filter((t) => t.readyState === 'live').length;
        setState({
          status: 'live',
          stream: opened,
          meter,
          micVerified: microphoneVerified({ liveAudioTracks, canMeasure: meter !== null }),
        });
      },
      async (error: unknown) => {
        const devices = errorNameOf(error) === 'NotFoundError' ? await devicesPresent() : undefined;
        if (active) setState({ status: 'failed', problem: mediaProblemFor(error, devices) });
      },
    );

    // leaving for another site (or a page kept in the back/forward cache): the camera goes off;
    // coming back from that cache asks again
    const onPageHide = () => release();
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) setAttempt((n) => n + 1);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      active = false;
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      release();
    };
  }, [enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { camera: state, retry };
}
