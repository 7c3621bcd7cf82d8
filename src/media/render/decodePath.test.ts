import { describe, expect, it } from 'vitest';
import { decodePath, type DecodePath } from './decodePath';

describe('decodePath: which decoder a sound track gets', () => {
  it.each<[string, boolean, boolean | null, boolean, DecodePath]>([
    ['WebCodecs takes it and decodes it (AAC, Opus; MP3 in Chromium)', true, true, true, 'webcodecs'],
    ['…also where the page has no Web Audio', true, true, false, 'webcodecs'],
    ['WebCodecs says yes, then fails the first packets (WebKit and MP3): Web Audio', true, false, true, 'web-audio'],
    ['…and no Web Audio in the page: silent', true, false, false, 'silent'],
    ['WebCodecs says no (no AudioDecoder, an unknown codec): Web Audio', false, null, true, 'web-audio'],
    ['…and no Web Audio either: silent', false, null, false, 'silent'],
    ['WebCodecs says no even though a decode was tried: Web Audio', false, false, true, 'web-audio'],
    ['not yet tried, but supported: WebCodecs first', true, null, true, 'webcodecs'],
  ])('%s', (_, webCodecsSupports, firstDecodeOk, webAudioAvailable, path) => {
    expect(decodePath({ webCodecsSupports, firstDecodeOk, webAudioAvailable })).toBe(path);
  });
});
