/**
 * A redirect target taken from a URL is used only when it is an internal path of this app
 * (design: "Redirect targets taken from a URL must be internal paths of this app"). Anything else
 * (another origin, a protocol-relative or backslash trick, a scheme such as javascript:, control
 * characters), in plain, percent-encoded or double-encoded form, is ignored: null, and the caller's
 * normal priority applies.
 */

/** How many layers of percent-encoding are peeled off before giving up. */
const MAX_DECODE_LAYERS = 4;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const PROBE_ORIGIN = 'http://app.invalid';

/** The raw value and each percent-decoded form of it, or null when a layer is malformed. */
function decodedLayers(raw: string): string[] | null {
  const layers = [raw];
  let current = raw;
  for (let i = 0; i < MAX_DECODE_LAYERS; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return layers;
    layers.push(next);
    current = next;
  }
  // still changing after MAX layers: too deep to be a real path
  return decodeURIComponent(current) === current ? layers : null;
}

function layerIsUnsafe(layer: string): boolean {
  return CONTROL.test(layer) || layer.includes('\\') || layer !== layer.trim() || SCHEME.test(layer) || layer.startsWith('//');
}

export function safeRedirect(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  const layers = decodedLayers(raw);
  if (!layers || layers.some(layerIsUnsafe)) return null;
  const path = layers.find((l) => l.startsWith('/'));
  if (!path) return null;
  try {
    const url = new URL(path, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
  } catch {
    return null;
  }
  return path;
}
