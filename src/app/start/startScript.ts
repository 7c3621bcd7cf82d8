import type { EarlyCall } from './earlyAnswers';

/** A start route as the build inlines it: its pattern, its shells, its chunks (beyond the entry's) and its first GETs. */
export interface StartEntry {
  path: string;
  /**
   * The page as it first shows, rendered at build time: for a phone and a wide screen, signed out
   * then signed in; a number is the index of an earlier, identical shell. None: no shell.
   */
  shells: (string | number)[];
  files: string[];
  calls: string[];
  /** The dotted path in the first call's answer to the page's largest image. */
  image?: string;
  session?: boolean;
}

export interface StartOptions {
  /** Where on `window` the early calls wait for the API client. */
  store: string;
  cookie: string;
  header: string;
  /** The viewport width from which the wide shell shows. */
  wideFrom: number;
  /** Where on `window` the route's shell waits for showShell. */
  shell: string;
  /** The local-storage flag that, with the session cookie, means signed in. */
  accountFlag: string;
  /**
   * The app's stylesheet, which the start loads without holding back the first paint (index.html
   * inlines the shells' CSS), and where on `window` the promise that it is in (or failed) waits for
   * the app. None in dev, where Vite's modules bring their CSS.
   */
  stylesheet?: { href: string; loaded: string };
}

/**
 * Runs inline at the top of index.html's head (after the shells' critical CSS), before the app's
 * code has arrived: it loads the app's stylesheet, and for the route the URL matches, it preloads the
 * route's chunks and sends its first GETs, so the page's code and data load in one round trip
 * instead of four (entry → route chunk → API chunk → call), and picks the route's shell for
 * showShell. The build inlines its source, so it uses nothing from outside itself.
 */
export function startRoute(entries: StartEntry[], options: StartOptions): void {
  // first, on every page: the stylesheet, preloaded (no render blocking; a script-made stylesheet
  // link may block in some engines) and applied once in, from the cache (the second load)
  const sheet = options.stylesheet;
  if (sheet) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'style');
    link.crossOrigin = '';
    link.href = sheet.href;
    (window as unknown as Record<string, unknown>)[sheet.loaded] = new Promise<void>((resolve) => {
      link.onerror = () => resolve();
      link.onload = () => {
        link.onload = () => resolve();
        link.rel = 'stylesheet';
      };
    });
    document.head.appendChild(link);
  }
  const here = location.pathname.replace(/(.)\/+$/, '$1').split('/');
  let params: Record<string, string> | undefined;
  const entry = entries.find((candidate) => {
    const parts = candidate.path.split('/');
    if (parts.length !== here.length) return false;
    const found: Record<string, string> = {};
    const same = parts.every((part, i) => {
      if (part.startsWith(':')) found[part.slice(1)] = here[i];
      return part.startsWith(':') ? here[i] !== '' : part === here[i];
    });
    if (same) params = found;
    return same;
  });
  if (!entry || !params) return;
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${options.cookie}=`));
  const session = cookie ? decodeURIComponent(cookie.slice(options.cookie.length + 1)) || undefined : undefined;
  let signedIn = false;
  try {
    signedIn = Boolean(session) && localStorage.getItem(options.accountFlag) === 'true';
  } catch {
    // storage blocked: the app reads it the same way (signed out)
  }
  const variant = entry.shells[(signedIn ? 2 : 0) + (innerWidth >= options.wideFrom ? 1 : 0)];
  const shell = typeof variant === 'number' ? entry.shells[variant] : variant;
  if (shell) (window as unknown as Record<string, unknown>)[options.shell] = shell;
  for (const file of entry.files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
  if (entry.session && !session) return;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (session) headers[options.header] = session;
  const calls: Record<string, EarlyCall> = {};
  entry.calls.forEach((call, index) => {
    const url = call.replace(/:(\w+)/g, (_, name: string) => params?.[name] ?? '');
    const answer = fetch(url, { headers, credentials: 'same-origin' }).then((response) =>
      response.text().then((body) => ({ status: response.status, body, type: response.headers.get('content-type') ?? '' })),
    );
    // the app may never ask (a redirect): a failure is the app's to find, not an unhandled rejection
    answer.catch(() => undefined);
    calls[url] = { session, at: performance.now(), answer };
    const imagePath = entry.image;
    if (index === 0 && imagePath)
      void answer.then(
        ({ body }) => preloadImage(body, imagePath),
        () => undefined,
      );
  });
  (window as unknown as Record<string, unknown>)[options.store] = calls;

  /** The page's largest image, named in the first answer, starts loading before the page is drawn. */
  function preloadImage(body: string, dottedPath: string): void {
    let value: unknown;
    try {
      value = dottedPath.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], JSON.parse(body));
    } catch {
      return; // not JSON: the page reports it
    }
    if (typeof value !== 'string' || !/^(\/(?!\/)|https?:)/.test(value)) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = value;
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  }
}

/**
 * Runs inline right after #root: shows the shell startRoute picked (a first paint with no
 * JavaScript to wait for), which the app's first render replaces. Inert and hidden from assistive
 * technology: a placeholder, where a tap or a key press would be lost and a screen reader would
 * read the page twice.
 */
export function showShell(name: string): void {
  const shell = (window as unknown as Record<string, unknown>)[name];
  const root = document.getElementById('root');
  if (typeof shell === 'string' && root && !root.firstChild)
    root.innerHTML = `<div inert aria-hidden="true" style="display:contents">${shell}</div>`;
}
