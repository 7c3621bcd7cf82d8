import { rmsLevel } from '@/features/recorder/rules/micLevel';

export type LevelMeter = {
  /** The microphone's level now, 0..1. */
  read(): number;
  /** A suspended audio context (no user gesture yet) starts measuring. */
  resume(): void;
  close(): void;
};

type AudioContextCtor = typeof AudioContext;

/**
 * The microphone's level through Web Audio: the stream's sound goes into an AnalyserNode (and no
 * further: nothing is played back). Null when there is no sound track or no Web Audio to measure it.
 */
export function createLevelMeter(stream: MediaStream): LevelMeter | null {
  if (!stream.getAudioTracks().some((t) => t.readyState === 'live')) return null;
  const Ctor: AudioContextCtor | undefined =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    const context = new Ctor();
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    return {
      read() {
        analyser.getFloatTimeDomainData(samples);
        return rmsLevel(samples);
      },
      resume() {
        if (context.state === 'suspended') void context.resume().catch(() => undefined);
      },
      close() {
        void context.close().catch(() => undefined);
      },
    };
  } catch {
    return null;
  }
}
