/**
 * Spec part 2 §9: 854x480 at about 29.97 fps, facing the user. Only ideal values: a camera that
 * cannot meet them still records (exact ones would fail it with OverconstrainedError).
 */
export const CAMERA_CONSTRAINTS = {
  video: {
    width: { ideal: 854 },
    height: { ideal: 480 },
    frameRate: { ideal: 29.97 },
    facingMode: { ideal: 'user' },
  },
  audio: true,
} as const satisfies MediaStreamConstraints;
