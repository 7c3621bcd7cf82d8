/**
 * Spec part 1 §2 / part 2 §2: FAQ, terms and privacy have a Back control and a different header
 * for in-app use. The mobile app opens these pages with `?inapp=1` (also accepted: `true`); the
 * flag is kept on links between them.
 */
export const IN_APP_PARAM = 'inapp';

export function isInApp(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(IN_APP_PARAM)?.toLowerCase();
  return value === '1' || value === 'true';
}

/** Keeps the in-app flag on a link to another help page (before any #hash). */
export function withInApp(path: string, inApp: boolean): string {
  if (!inApp) return path;
  const [beforeHash, hash] = path.split('#', 2);
  const [pathname, query = ''] = beforeHash.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(IN_APP_PARAM, '1');
  return `${pathname}?${params.toString()}${hash !== undefined ? `#${hash}` : ''}`;
}

export type BackAction = { kind: 'history' } | { kind: 'path'; to: string };

/**
 * The Back control: one step back in this tab's history when the visitor came from a page of the
 * app; otherwise (opened directly, e.g. from an email or the mobile app) to the home page, or to
 * the card-scan page inside a QR flow.
 */
export function backAction(locationKey: string, qrScanPath: string | null): BackAction {
  if (locationKey !== 'default') return { kind: 'history' };
  return { kind: 'path', to: qrScanPath ?? '/' };
}
