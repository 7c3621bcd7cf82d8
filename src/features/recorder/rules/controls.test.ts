import { describe, expect, it } from 'vitest';
import { startBlockedReason, type CameraStatus } from './controls';

describe('why Start cannot be pressed, said beside it', () => {
  it.each<[CameraStatus, boolean, string | null]>([
    ['waiting', false, 'Wait for your camera to start.'],
    ['starting', false, 'Wait for your camera to start.'],
    ['failed', false, 'Your camera or microphone is not available: see the message above.'],
    ['live', false, null],
    ['live', true, 'Wait for your video to finish uploading.'],
    ['failed', true, 'Wait for your video to finish uploading.'],
  ])('camera %s, uploading %s → %j', (camera, uploading, reason) => {
    expect(startBlockedReason({ camera, uploading })).toBe(reason);
  });
});
