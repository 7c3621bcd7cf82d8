import type { AudioPlan } from '@/shared/media/audioPlan';
import type { VideoContainer } from './protocol';

// What the picture worker and the sound worker say to each other over their MessageChannel: the
// sound to make, then its encoded packets as they come.

export type SoundRequest = { type: 'sound'; plan: AudioPlan; files: Record<string, Blob>; container: VideoContainer };

export type SoundPacket = {
  data: Uint8Array;
  key: boolean;
  timestamp: number;
  duration: number;
};

export type SoundAnswer =
  | { type: 'codec'; codec: 'aac' | 'opus' }
  | { type: 'packet'; packet: SoundPacket; decoderConfig?: AudioDecoderConfig }
  | { type: 'end' }
  | { type: 'failed'; detail: string };
