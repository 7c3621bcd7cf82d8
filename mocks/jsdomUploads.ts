/**
 * vitest's jsdom environment hands a Blob sent with fetch or XHR to Node by reading jsdom's internal
 * `_buffer`, which jsdom 29 renamed `_bytes`: without this alias every uploaded file reaches the
 * fake server as the 9 bytes 'undefined', and its leading-bytes check (mediaCheck.ts) refuses it.
 * The file's name still arrives as 'blob'. Does nothing outside jsdom. Returns whether it applied.
 */
export function keepBlobBytesAcrossFetch(): boolean {
  if (typeof window === 'undefined' || typeof window.Blob !== 'function') return false;
  const probe = new window.Blob();
  const impl = Object.getOwnPropertySymbols(probe).map((sym) => (probe as unknown as Record<symbol, unknown>)[sym])[0];
  if (!impl || typeof impl !== 'object' || !('_bytes' in impl)) return false;
  const proto = Object.getPrototypeOf(impl) as object;
  if ('_buffer' in proto) return true;
  Object.defineProperty(proto, '_buffer', {
    configurable: true,
    get(this: { _bytes: Uint8Array }) {
      return this._bytes;
    },
  });
  return true;
}
