// How a sound track is decoded: with WebCodecs where the browser's decoder takes it and decodes it,
// else with the Web Audio API in the page (a worker has no AudioContext): WebKit's AudioDecoder says
// it supports MP3, then fails every packet with "EncodingError: Decode error". Else it is silent.

export type DecodePath = 'webcodecs' | 'web-audio' | 'silent';

export type DecodeFacts = {
  /** WebCodecs (or mediabunny's own PCM decoder) says it decodes the track's configuration. */
  webCodecsSupports: boolean;
  /** The first packets decoded; null when not tried (WebCodecs said no). */
  firstDecodeOk: boolean | null;
  /** The page can decode with decodeAudioData (an OfflineAudioContext exists). */
  webAudioAvailable: boolean;
};

export function decodePath({ webCodecsSupports, firstDecodeOk, webAudioAvailable }: DecodeFacts): DecodePath {
  if (webCodecsSupports && firstDecodeOk !== false) return 'webcodecs';
  return webAudioAvailable ? 'web-audio' : 'silent';
}
