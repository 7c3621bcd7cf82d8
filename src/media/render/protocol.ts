import type { EndCard } from '@/media/endCard';
import type { Size } from '@/media/frame';
import type { Skipped, TimelineClip } from '@/media/timeline';

// What the page sends the render worker and what it answers (structured-clone data only).

/** A greeting to render: the same parts the instant preview plays. */
export type RenderJob = {
  /** The intro animation's video; null: none. */
  intro: string | null;
  /** The personalised text images over the intro, drawn by the page (a worker cannot draw SVG). */
  overlays: ImageBitmap[];
  clips: TimelineClip[];
  music: string | null;
  /** The closing card; null: none. */
  endCard: EndCard | null;
  /** Files the page already holds, by their URL: read from here instead of fetched. */
  files: Record<string, Blob>;
  size: Size;
  fps: number;
};

export type RenderProgress = {
  /** 0..1 of the frames made. */
  done: number;
  /** Seconds until it is made, once there is enough to tell; null before. */
  secondsLeft: number | null;
};

export type VideoContainer = 'mp4' | 'webm';

/**
 * A part whose sound could not be decoded, kept in the file all the same: a clip (or the intro)
 * silent from where its sound failed, by its segment key ('clip-12', 'intro'); the music ('music')
 * left out.
 */
export type SoundNote = { key: string; kind: 'silent' | 'no-music' };
/** The key of a note about the music. */
export const MUSIC_NOTE_KEY = 'music';

export type RenderOutput = {
  file: Blob;
  container: VideoContainer;
  /** The codecs used, e.g. 'avc' and 'aac'. */
  videoCodec: string;
  audioCodec: string;
  /** The parts left out (a clip that could not be decoded), as the preview names them. */
  skipped: Skipped[];
  /** Seconds of the finished video. */
  duration: number;
  /** A JPEG of the intro with its text (the greeting's picture); null where none could be made. */
  poster: Blob | null;
  /** Sound that could not be decoded (the video was made without it), in greeting order, once each. */
  notes: SoundNote[];
};

/** Why a render failed; each has a message for people (messages.ts). */
export type RenderFailure = 'no-encoder' | 'nothing-to-render' | 'storage-full' | 'failed';

/** The ports reach the sound worker (the sound, made beside the pictures) and the drawing worker. */
export type WorkerRequest = { type: 'render'; job: RenderJob; soundPort: MessagePort; framesPort: MessagePort };
export type WorkerAnswer =
  | { type: 'progress'; progress: RenderProgress }
  | { type: 'done'; output: RenderOutput }
  | { type: 'failed'; reason: RenderFailure; detail: string };
