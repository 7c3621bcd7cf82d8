import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/shared/config/media';
import { isRefused, RECORDING_BYTE_LIMIT, recordingVerdict, type Verdict } from './verdict';

describe('recordingVerdict: refused before upload, or fit to send', () => {
  it.each<[string, { bytes: number; playable: boolean; maxLevel: number }, Verdict]>([
    ['0 bytes', { bytes: 0, playable: false, maxLevel: 0.5 }, 'empty'],
    ['0 bytes, even if a player claimed it plays', { bytes: 0, playable: true, maxLevel: 0.5 }, 'empty'],
    ['bytes the browser cannot play', { bytes: 5_000, playable: false, maxLevel: 0.5 }, 'unplayable'],
    ['over the upload limit', { bytes: MAX_UPLOAD_BYTES + 1, playable: true, maxLevel: 0.5 }, 'too-large'],
    ['playable and loud enough', { bytes: 5_000, playable: true, maxLevel: 0.2 }, 'ready'],
    ['playable but quiet', { bytes: 5_000, playable: true, maxLevel: 0.005 }, 'low-volume'],
    ['playable, silent', { bytes: 5_000, playable: true, maxLevel: 0 }, 'low-volume'],
    ['unplayable and quiet: unplayable wins', { bytes: 5_000, playable: false, maxLevel: 0 }, 'unplayable'],
  ])('%s → %s', (_, input, verdict) => {
    expect(recordingVerdict(input)).toBe(verdict);
  });

  it.each<[Verdict, boolean]>([
    ['empty', true],
    ['unplayable', true],
    ['too-large', true],
    ['low-volume', false],
    ['ready', false],
  ])('%s refused: %s', (verdict, refused) => {
    expect(isRefused(verdict)).toBe(refused);
  });

  it('stops recording before the upload limit', () => {
    expect(RECORDING_BYTE_LIMIT).toBeLessThan(MAX_UPLOAD_BYTES);
  });
});
