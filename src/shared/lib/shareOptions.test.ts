import { describe, expect, it } from 'vitest';
import { downloadUrlOf, shareOptions, type ShareDevice } from './shareOptions';

const device = (nativeShare: boolean, mobileWidth: boolean, clipboard: boolean): ShareDevice => ({
  nativeShare,
  mobileWidth,
  clipboard,
});

describe('shareOptions', () => {
  it.each([
    ['delivery', device(true, true, true), true, ['share', 'download']],
    ['delivery', device(true, false, false), false, ['share']],
    ['delivery', device(false, true, true), true, ['email', 'text', 'copy', 'download']],
    ['delivery', device(false, false, true), true, ['email', 'copy', 'download']],
    ['delivery', device(false, false, false), true, ['email', 'download']],
    ['delivery', device(false, true, false), false, ['email', 'text']],
    ['all', device(true, true, true), true, ['share', 'copy', 'text', 'email', 'download']],
    ['all', device(false, false, false), false, ['text', 'email']],
    ['all', device(false, false, true), false, ['copy', 'text', 'email']],
  ] as const)('%s on %o (download %s) → %o', (mode, d, hasDownload, expected) => {
    expect(shareOptions(mode, d, hasDownload)).toEqual(expected);
  });

  it.each([
    ['https://v.example/vid/abc', 'https://v.example/vid/abc/download'],
    ['https://v.example/vid/abc/', 'https://v.example/vid/abc/download'],
    ['', null],
    [null, null],
  ])('download link of %s is %s', (url, expected) => {
    expect(downloadUrlOf(url)).toBe(expected);
  });
});
