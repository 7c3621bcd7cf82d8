import type { QueuePersistence } from '@/media/uploads/persistence';
import type { ChunkStore } from './chunkStore';

/**
 * Where the upload queue keeps a recording: in the chunk store, where it was written as it was
 * recorded (its bytes are never copied into the upload store). The recording is the recorder's
 * until it arrives: a refused one stays for Download or Discard, and Discard or Record Again
 * drop it (useRecorderSession); the recorder offers a kept one back itself, once reviewed.
 */
export function recordingPersistence(store: ChunkStore): QueuePersistence {
  return {
    save: () => undefined,
    // a kept recording is asked about before it goes again (sentBefore), so nothing more is noted
    patch: () => undefined,
    remove: (uploadId, why) => {
      if (why === 'arrived') store.remove(uploadId).catch(() => undefined);
    },
    load: async () => [],
  };
}
