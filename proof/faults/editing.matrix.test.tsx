// The fault matrix, editing shard: the editor, the invitee page and the recorder.
import { vi } from 'vitest';
import { runMatrix } from './runMatrix';

// jsdom cannot decode video: a recording with bytes plays (as in the recorder's own tests)
vi.mock('@/features/recorder/lib/playable', () => ({ checkPlayable: async (blob: Blob) => blob.size > 0 }));

runMatrix('editing');
