import type { AudioPlan } from '@/media/audioPlan';
import type { SoundNote, VideoContainer } from './protocol';

// What the picture worker and the sound worker say to each other over their MessageChannel: the
// sound to make, then its encoded packets as they come, then what it had to leave silent. And what
// the sound worker asks of the page: to decode a track WebCodecs would not (decodeAudioData needs a
// page), answered as a WAV file.

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
  | { type: 'end'; notes: SoundNote[] }
  /** Only the encoder failing fails the sound (a track that does not decode is left silent). */
  | { type: 'failed'; detail: string };

/**
 * The page's first message to the sound worker: its end of the channel, whether the page can decode
 * with Web Audio, and the page's address (what the job's URLs are relative to).
 */
export type SoundWorkerStart = { port: MessagePort; webAudio: boolean; base: string };

/** The sound worker asks the page to decode `src` with the Web Audio API. */
export type PageDecodeRequest = { type: 'decode'; id: number; src: string };
/** The page's answer: the whole track as a WAV file (48 kHz, float), or null when it cannot. */
export type PageDecodeAnswer = { type: 'decoded'; id: number; wav: Blob | null };
