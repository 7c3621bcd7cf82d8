import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { NOT_MEDIA } from '#mocks/uploads';
import {
  canRetryUpload,
  fileProblem,
  fileSizeMb,
  heldNotice,
  isConnectionFailure,
  isVideoFile,
  progressPercent,
  progressTotal,
  uploadErrorMessage,
  UPLOAD_LABELS,
} from './rules';

const MB = 1024 * 1024;

describe('upload rules', () => {
  it.each([
    [5 * MB, 5],
    [1.5 * MB, 1.5],
    [123_456, 0.12],
    [100, 0.01],
    [0, 20],
    [undefined, 20],
    [Number.NaN, 20],
  ])('%s bytes → size=%s MB', (bytes, mb) => {
    expect(fileSizeMb(bytes)).toBe(mb);
  });

  it.each([
    [1000, 500, 1000],
    [undefined, 500, 500],
    [0, 0, 20 * MB],
    [undefined, undefined, 20 * MB],
  ])('progress total: event %s, file %s → %i', (eventTotal, fileBytes, total) => {
    expect(progressTotal(eventTotal, fileBytes)).toBe(total);
  });

  it.each([
    ['pending', 0, 100, 0],
    ['pending', 50, 100, 45],
    ['pending', 100, 100, 90],
    ['pending', 150, 100, 90],
    ['pending', 10, 0, 0],
    ['done', 0, 0, 100],
    ['done', 100, 100, 100],
    ['error', 50, 100, 45],
  ] as const)('%s with %i of %i bytes sent → %i %%', (status, loaded, total, percent) => {
    expect(progressPercent({ status, loaded, total })).toBe(percent);
  });

  it.each([
    [{ name: 'a.jpg', type: 'image/jpeg', size: 10 }, null],
    [{ name: 'a.PNG', type: '', size: 10 }, null],
    [{ name: 'a.gif', type: 'image/gif', size: 10 }, null],
    [{ name: 'a.mov', type: 'video/quicktime', size: 10 }, null],
    [{ name: 'a.mp4', type: 'video/mp4', size: 10 }, null],
    [{ name: 'a.avi', type: 'video/x-msvideo', size: 10 }, null],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 0 }, '“a.jpg” is empty (0 bytes). Please choose another photo or video.'],
    [
      { name: 'a.txt', type: 'text/plain', size: 10 },
      "“a.txt” can't be added. Photos can be .jpg, .png or .gif, and videos .mov, .mp4, .avi, .webm or .m4v.",
    ],
    [
      { name: 'a.webp', type: 'image/webp', size: 10 },
      "“a.webp” can't be added. Photos can be .jpg, .png or .gif, and videos .mov, .mp4, .avi, .webm or .m4v.",
    ],
    [
      { name: 'a.jpg', type: 'application/pdf', size: 10 },
      "“a.jpg” can't be added. Photos can be .jpg, .png or .gif, and videos .mov, .mp4, .avi, .webm or .m4v.",
    ],
  ])('%j → %j', (file, problem) => {
    expect(fileProblem(file)).toBe(problem);
  });

  it.each([
    [{ name: 'a.mp4', type: 'video/mp4' }, true],
    [{ name: 'a.MOV', type: '' }, true],
    [{ name: 'a.jpg', type: 'image/jpeg' }, false],
  ])('%j is a video → %s', (file, video) => {
    expect(isVideoFile(file)).toBe(video);
  });

  it.each([
    [
      new ApiError('This Video Greeting has already been finished', 'server', 400),
      'This Video Greeting has already been finished',
    ],
    [new ApiError(NOT_MEDIA, 'server', 400), NOT_MEDIA],
    // spec part 2 §8: not the client's 'Could not load': the upload failed
    [new ApiError('Could not load. Please try again.', 'network'), 'Upload Failed'],
    [new ApiError('Error communicating with the server.', 'no-body', 502), 'Upload Failed'],
    [new ApiError('Error communicating with the server.', 'server', 400), 'Upload Failed'],
    [new Error('boom'), 'Upload Failed'],
  ])('failure %s → %j', (error, message) => {
    expect(uploadErrorMessage(error)).toBe(message);
  });

  it.each([
    // the server refused this file: the same file gets the same answer
    ['its content (the fake server: not a photo or video)', new ApiError(NOT_MEDIA, 'server', 400), false],
    ['its size', new ApiError('Files can be at most 200 MB. Please choose a smaller file.', 'server', 413), false],
    ['a finished greeting', new ApiError('This Video Greeting has already been finished', 'server', 403), false],
    ['a refusal sent with status 200', new ApiError('No.', 'server', 200), false],
    ['a refusal with no status', new ApiError('No.', 'server'), false],
    ['a proxy refusing the size, no body', new ApiError('Error communicating with the server.', 'no-body', 413), false],
    // not now, not never
    ['a lost connection', new ApiError('Could not load. Please try again.', 'network'), true],
    ['a server fault', new ApiError('Something went wrong on our side. Please try again.', 'server', 500), true],
    ['a gateway with no body', new ApiError('Error communicating with the server.', 'no-body', 502), true],
    ['a timeout answer', new ApiError('Request timeout', 'server', 408), true],
    ['too many requests', new ApiError('Slow down', 'server', 429), true],
    ['an answer that does not parse (it may have arrived)', new ApiError('Bad answer', 'invalid-response', 200), true],
    ['an unknown error', new Error('boom'), true],
  ])('refused for %s → retryable %s', (_, error, retryable) => {
    expect(canRetryUpload(error)).toBe(retryable);
  });

  it.each([
    [new ApiError('Could not load. Please try again.', 'network'), true],
    [new ApiError('Something went wrong on our side. Please try again.', 'server', 500), false],
    [new ApiError('Error communicating with the server.', 'no-body', 502), false],
    [new Error('boom'), false],
  ])('failure %s is a lost connection → %s', (error, lost) => {
    expect(isConnectionFailure(error)).toBe(lost);
  });

  it('labels are the spec’s words (and ours for a file kept from an earlier visit)', () => {
    expect(UPLOAD_LABELS).toEqual({
      idle: 'Uploading...',
      pending: 'Uploading...',
      error: 'Error Uploading',
      done: 'Uploaded',
      held: 'Not uploaded yet',
    });
  });

  it.each([
    [1, '1 file did not finish uploading'],
    [2, '2 files did not finish uploading'],
    [10, '10 files did not finish uploading'],
  ])('%i held → %j', (count, text) => {
    expect(heldNotice(count)).toBe(text);
  });
});
