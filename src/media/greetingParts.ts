import type { EndCard } from './endCard';
import type { TimelineClip } from './timeline';

/** A greeting's parts as the instant preview plays them and the renderer makes them into a file. */
export type GreetingParts = {
  /** The intro animation's video; null: none. */
  intro: string | null;
  /** The personalised text images drawn over the intro (the server's image-preview images). */
  overlays: string[];
  clips: readonly TimelineClip[];
  /** The music under the whole greeting; null: no music. */
  music: string | null;
  /** The closing card ('With love from…'); null: none (a greeting made before there were end cards). */
  endCard: EndCard | null;
};
