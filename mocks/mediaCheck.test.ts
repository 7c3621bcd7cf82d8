import { describe, expect, it } from 'vitest';
import { sniffClipType } from './mediaCheck';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffClipType: what a file is, by its leading bytes', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), { kind: 'image', mime: 'image/jpeg' }],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), { kind: 'image', mime: 'image/png' }],
    ['a GIF89a', bytes('GIF89a', [1, 0]), { kind: 'image', mime: 'image/gif' }],
    ['a GIF87a', bytes('GIF87a', [1, 0]), { kind: 'image', mime: 'image/gif' }],
    ['an MP4 (ftyp isom)', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), { kind: 'video', mime: 'video/mp4' }],
    ['a QuickTime .mov (ftyp qt)', bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]), { kind: 'video', mime: 'video/quicktime' }],
    ['an M4V (ftyp M4V)', bytes([0, 0, 0, 0x1c], 'ftypM4V ', [0, 0, 0, 1]), { kind: 'video', mime: 'video/x-m4v' }],
    ['a WebM (EBML)', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), { kind: 'video', mime: 'video/webm' }],
    ['an AVI (RIFF....AVI )', bytes('RIFF', [0x10, 0, 0, 0], 'AVI LIST'), { kind: 'video', mime: 'video/x-msvideo' }],
    ['HTML', bytes('<html><script>alert(1)'), null],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['an SVG with an XML declaration', bytes('<?xml version="1.0"?><svg'), null],
    ['plain text', bytes('jpeg bytes'), null],
    ['a WAV (RIFF but not AVI)', bytes('RIFF', [0x10, 0, 0, 0], 'WAVEfmt '), null],
    ['a WebP (not on the list)', bytes('RIFF', [0x10, 0, 0, 0], 'WEBPVP8 '), null],
    ['a PDF', bytes('%PDF-1.7'), null],
    ['a cut-off JPEG signature', bytes([0xff, 0xd8]), null],
    ['nothing', bytes(), null],
  ])('%s', (_name, head, expected) => {
    expect(sniffClipType(head)).toEqual(expected);
  });
});
