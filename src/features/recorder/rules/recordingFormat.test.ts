import { describe, expect, it } from 'vitest';
import { chooseRecordingType, FORMAT_PRIORITY, isWebm, recordingFile, TIMESLICE_MS } from './recordingFormat';

const supports = (types: string[]) => (type: string) => types.includes(type);

describe('chooseRecordingType: the first supported of webm, mp4, mpeg', () => {
  it.each<[string, ((t: string) => boolean) | undefined, string | null]>([
    ['all three (Chromium)', supports(['video/webm', 'video/mp4', 'video/mpeg']), 'video/webm'],
    ['webm only (Firefox)', supports(['video/webm']), 'video/webm'],
    ['mp4 only (Safari)', supports(['video/mp4']), 'video/mp4'],
    ['mp4 and mpeg', supports(['video/mp4', 'video/mpeg']), 'video/mp4'],
    ['mpeg only', supports(['video/mpeg']), 'video/mpeg'],
    ['none', supports([]), null],
    ['only other types', supports(['video/ogg', 'video/x-matroska']), null],
    ['no isTypeSupported at all', undefined, null],
    [
      'one that throws',
      () => {
        throw new Error('boom');
      },
      null,
    ],
  ])('%s → %s', (_, isTypeSupported, chosen) => {
    expect(chooseRecordingType(isTypeSupported)).toBe(chosen);
  });

  it('asks in the spec order', () => {
    const asked: string[] = [];
    chooseRecordingType((t) => (asked.push(t), false));
    expect(asked).toEqual([...FORMAT_PRIORITY]);
  });

  it('records in about 1 s chunks (Chromium mp4 ignores less)', () => {
    expect(TIMESLICE_MS).toBe(1000);
  });
});

describe("recordingFile: how the recorder's own type uploads", () => {
  it.each([
    ['video/webm;codecs=vp8,opus', 'webm', 'recording.webm', 'video/webm'],
    ['video/webm', 'webm', 'recording.webm', 'video/webm'],
    ['video/x-matroska;codecs=avc1', 'webm', 'recording.webm', 'video/webm'],
    ['video/mp4;codecs=avc1,mp4a.40.2', 'h264-mp4', 'recording.mp4', 'video/mp4'],
    ['video/mp4;codecs=vp9,opus', 'h264-mp4', 'recording.mp4', 'video/mp4'],
    ['VIDEO/MP4', 'h264-mp4', 'recording.mp4', 'video/mp4'],
    ['video/mpeg', 'mpeg', 'recording.mpeg', 'video/mpeg'],
    ['', 'webm', 'recording.webm', 'video/webm'],
  ])('%s → %s as %s (%s)', (mimeType, format, name, type) => {
    expect(recordingFile(mimeType)).toMatchObject({ format, name, type });
  });

  it.each([
    ['video/webm;codecs=vp9', true],
    ['video/mp4', false],
  ])('isWebm(%s) = %s', (type, webm) => {
    expect(isWebm(type)).toBe(webm);
  });
});
