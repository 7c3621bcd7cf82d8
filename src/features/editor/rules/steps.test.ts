import { describe, expect, it } from 'vitest';
import { clampStep, nextStepAction, showEditGreetingView, showSignupAlert, stepContent, STEPS } from './steps';

describe('edit steps', () => {
  it.each([
    [1, { kind: 'persist', step: 2 }],
    [2, { kind: 'persist', step: 3 }],
    [3, { kind: 'persist', step: 4 }],
    [4, { kind: 'preview' }],
    [7, { kind: 'preview' }],
  ])('Next at step %i → %j', (step, action) => {
    expect(nextStepAction(step)).toEqual(action);
  });

  it.each([
    [1, 'music'],
    [2, 'invite'],
    [3, 'clips'],
    [4, 'check'],
    [7, 'check'],
  ])('step %i shows %s', (step, content) => {
    expect(stepContent(step)).toBe(content);
  });

  it('the four steps in order', () => {
    expect(STEPS).toEqual(['music', 'invite', 'clips', 'check']);
  });

  it.each([
    [null, 1],
    [undefined, 1],
    [0, 1],
    [-3, 1],
    [2, 2],
    [4, 4],
    [9, 4],
    [2.7, 2],
    [Number.NaN, 1],
  ])('a server step of %s is shown as %i', (raw, step) => {
    expect(clampStep(raw)).toBe(step);
  });

  it.each([
    [1, false],
    [2, false],
    [3, true],
    [4, true],
  ])("step %i: 'Edit My Video Greeting' offered → %s", (step, shown) => {
    expect(showEditGreetingView(step)).toBe(shown);
  });

  it.each([
    [false, 0, 1, false],
    [false, 0, 3, false],
    [false, 1, 1, true],
    [false, 0, 4, true],
    [true, 3, 4, false],
    [true, 0, 1, false],
  ])('signed in %s, %i clips, step %i → sign-up alert %s', (signedIn, clipCount, step, shown) => {
    expect(showSignupAlert({ signedIn, clipCount, step })).toBe(shown);
  });
});
