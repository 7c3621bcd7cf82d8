import { describe, expect, it } from 'vitest';
import { CAMERA_CONSTRAINTS } from './constraints';

describe('CAMERA_CONSTRAINTS (spec part 2 §9)', () => {
  it.each([
    ['width', { ideal: 854 }],
    ['height', { ideal: 480 }],
    ['frameRate', { ideal: 29.97 }],
    ['facingMode', { ideal: 'user' }],
  ] as const)('%s is asked as %o', (key, value) => {
    expect(CAMERA_CONSTRAINTS.video[key]).toEqual(value);
  });

  it('never asks exact (or min/max) values, so any camera still records', () => {
    expect(JSON.stringify(CAMERA_CONSTRAINTS)).not.toMatch(/"(exact|min|max)"/);
  });

  it('asks for the microphone too', () => {
    expect(CAMERA_CONSTRAINTS.audio).toBe(true);
  });
});
