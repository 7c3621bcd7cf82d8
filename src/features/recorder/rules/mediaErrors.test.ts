import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, mediaProblemFor, microphoneVerified, type MediaProblem } from './mediaErrors';

const domError = (name: string) => new DOMException('message', name);

describe('mediaProblemFor: getUserMedia error names → the spec message', () => {
  it.each<[string, unknown, MediaProblem]>([
    ['NotAllowedError (refused)', domError('NotAllowedError'), 'permission'],
    ['SecurityError (blocked by policy)', domError('SecurityError'), 'permission'],
    ['PermissionDeniedError (old Chrome)', { name: 'PermissionDeniedError' }, 'permission'],
    ['PermissionDismissedError (old Chrome)', { name: 'PermissionDismissedError' }, 'permission'],
    ['NotFoundError', domError('NotFoundError'), 'not-found'],
    ['DevicesNotFoundError (old Chrome)', { name: 'DevicesNotFoundError' }, 'not-found'],
    ['OverconstrainedError', { name: 'OverconstrainedError', constraint: 'width' }, 'not-found'],
    ['ConstraintNotSatisfiedError (old Chrome)', { name: 'ConstraintNotSatisfiedError' }, 'not-found'],
    ['NotReadableError (held by another app)', domError('NotReadableError'), 'in-use'],
    ['TrackStartError (old Chrome)', { name: 'TrackStartError' }, 'in-use'],
    ['SourceUnavailableError (old Firefox)', { name: 'SourceUnavailableError' }, 'in-use'],
    ['AbortError (Firefox: the device would not start)', domError('AbortError'), 'in-use'],
    ['TypeError (no camera API, bad constraints)', new TypeError('x'), 'other'],
    ['InvalidStateError', domError('InvalidStateError'), 'other'],
    ['an unknown name', { name: 'SomethingNewError' }, 'other'],
    ['not an error at all', 'nope', 'other'],
    ['null', null, 'other'],
  ])('%s → %s', (_, error, problem) => {
    expect(mediaProblemFor(error)).toBe(problem);
  });

  it.each<[string, { camera: boolean; microphone: boolean } | undefined, MediaProblem]>([
    ['a camera but no microphone: the microphone check', { camera: true, microphone: false }, 'microphone'],
    ['no camera', { camera: false, microphone: true }, 'not-found'],
    ['neither', { camera: false, microphone: false }, 'not-found'],
    ['both listed', { camera: true, microphone: true }, 'not-found'],
    ['devices unknown', undefined, 'not-found'],
  ])('NotFoundError with %s', (_, devices, problem) => {
    expect(mediaProblemFor(domError('NotFoundError'), devices)).toBe(problem);
  });

  it('only NotFoundError looks at the devices', () => {
    expect(mediaProblemFor(domError('NotAllowedError'), { camera: true, microphone: false })).toBe('permission');
  });
});

describe('MEDIA_MESSAGES (spec part 2 §8, word for word)', () => {
  it.each<[MediaProblem, string]>([
    ['microphone', 'Sorry. We are unable to verify your microphone is on...'],
    ['not-found', 'Camera/microphone not found. Please connect a webcam/microphone and refresh the page to record.'],
    [
      'in-use',
      'Camera/microphone already in use. Please close any other applications useing the webcam/microphone and refresh the page to record.',
    ],
    ['permission', 'Please grant access to your camera and microphone and refresh the page to record.'],
    [
      'other',
      "No camera detected. Please check that your camera is not blocked or turned off. If you don't have a camera on this computer try with another device.",
    ],
  ])('%s', (problem, text) => {
    expect(MEDIA_MESSAGES[problem]).toBe(text);
  });
});

describe('microphoneVerified', () => {
  it.each([
    [{ liveAudioTracks: 1, canMeasure: true }, true],
    [{ liveAudioTracks: 0, canMeasure: true }, false],
    [{ liveAudioTracks: 1, canMeasure: false }, false],
    [{ liveAudioTracks: 0, canMeasure: false }, false],
  ])('%o → %s', (check, verified) => {
    expect(microphoneVerified(check)).toBe(verified);
  });
});
