/** Spec part 1 §2: these path patterns carry a QR key (or an invite/viewer code). */
export type KeyedPath = { kind: 'qr' | 'qr-setup' | 'in' | 'vid'; key: string };

const KEYED = /^\/(qr-setup|qr|in|vid)\/([^/?#]+)/;

export function readPathKey(pathname: string): KeyedPath | null {
  const match = KEYED.exec(pathname);
  if (!match) return null;
  let key: string;
  try {
    key = decodeURIComponent(match[2]);
  } catch {
    return null; // malformed percent-encoding is not a key
  }
  return key ? { kind: match[1] as KeyedPath['kind'], key } : null;
}

/** The QR key when the visitor is inside a card-scan flow (/qr/{key} or /qr-setup/{key}). */
export function readQrKey(pathname: string): string | null {
  const found = readPathKey(pathname);
  return found && (found.kind === 'qr' || found.kind === 'qr-setup') ? found.key : null;
}

/** Inside a QR flow, app links are prefixed with /qr-setup/{key}. */
export function qrLink(path: string, qrKey: string | null | undefined): string {
  if (!qrKey) return path;
  const prefix = `/qr-setup/${encodeURIComponent(qrKey)}`;
  if (path === prefix || path.startsWith(`${prefix}/`)) return path;
  return `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
}
