/**
 * Named fault sets for the fake server. Switch them on from a test (setScenarios), a URL flag
 * in the browser (?scenario=slow,server-error:add-clip), or the dev panel.
 *
 * Names:
 *  - slow                       every call waits SLOW_MS first
 *  - offline                    every /rest call fails as a network error
 *  - offline:<call>             only that call fails as a network error
 *  - server-error:<call>        that call answers 500 {status:'error', message}
 *  - payment-declined           every payment is declined
 *  - processing-stuck           finished greetings never finish processing
 *
 * <call> is either a path pattern starting with '/' (':name' matches one segment), optionally
 * after a method ('POST /rest/fizz/:id/add-clip'), or a plain fragment matched anywhere in the
 * path ('add-clip').
 */
export const SLOW_MS = 1_500;
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const SCENARIO_STORAGE_KEY = 'vg-mock-scenarios';

export const SCENARIO_PRESETS = [
  'slow',
  'offline',
  'payment-declined',
  'processing-stuck',
  'server-error:add-clip',
  'server-error:/rest/fizz/list',
  'server-error:DELETE /rest/fizz/:id',
] as const;

let active: string[] = [];
const listeners = new Set<() => void>();

export function getScenarios(): readonly string[] {
  return active;
}

export function setScenarios(names: readonly string[]): void {
  active = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  listeners.forEach((l) => l());
}

export function subscribeScenarios(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isScenarioOn(name: string): boolean {
  return active.includes(name);
}

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Does a scenario's <call> part match this request? Pure, so it is tested as a table. */
export function callMatches(call: string, method: string, pathname: string): boolean {
  const spec = call.trim();
  const spaced = /^([A-Z]+)\s+(.+)$/.exec(spec);
  const wantMethod = spaced?.[1];
  const target = spaced ? spaced[2] : spec;
  if (wantMethod && wantMethod !== method.toUpperCase()) return false;
  if (target.startsWith('/')) {
    const pattern = target
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegExp(part)))
      .join('/');
    return new RegExp(`^${pattern}/?$`).test(pathname);
  }
  return pathname.includes(target);
}

export type Fault = { kind: 'network' } | { kind: 'server-error' } | null;

/** The fault the active scenarios put on this call, if any. */
export function faultFor(method: string, pathname: string): Fault {
  for (const name of active) {
    if (name === 'offline') return { kind: 'network' };
    if (name.startsWith('offline:') && callMatches(name.slice(8), method, pathname)) return { kind: 'network' };
    if (name.startsWith('server-error:') && callMatches(name.slice(13), method, pathname)) return { kind: 'server-error' };
  }
  return null;
}
