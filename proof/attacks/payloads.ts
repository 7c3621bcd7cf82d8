// The attack payloads the proof/attacks suites share, and the detectors that count what got
// through. Every redirect payload aims at evil.example (or a script scheme), so a destination is
// "off-site" exactly when the browser would resolve it to another origin or run it as script.
import { resolvePath } from 'react-router-dom';

/** Open-redirect payloads: what an attacker puts where the app reads a destination. */
export const REDIRECT_PAYLOADS: readonly string[] = [
  'https://evil.example',
  'http://evil.example/login',
  'https:evil.example',
  'https:/evil.example',
  '//evil.example',
  '///evil.example',
  '//user@evil.example',
  'http://localhost:3000@evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '%2F%2Fevil.example',
  '%252F%252Fevil.example',
  'https%3A%2F%2Fevil.example',
  '%2F%5Cevil.example',
  '%5C%5Cevil.example',
  'javascript%3Aalert(1)',
  '%20%2F%2Fevil.example',
  ' //evil.example',
  '\t//evil.example',
  '\u0000//evil.example',
  '\u0001//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/%09/evil.example',
  '/login/..//evil.example',
];

/** Script-injection payloads: each one, if it ever runs, adds one to window.__xss. */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<svg onload="window.__xss=(window.__xss||0)+1"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss=(window.__xss||0)+1">click me</a>',
  '<iframe srcdoc="<script>parent.__xss=(parent.__xss||0)+1</script>"></iframe>',
  '<img src=x onerror=window.__xss=(window.__xss||0)+1//',
  '"><img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<div style="width:expression(window.__xss=(window.__xss||0)+1)">styled</div>',
  '<details open ontoggle="window.__xss=(window.__xss||0)+1">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<a href="jav&#x09;ascript:window.__xss=(window.__xss||0)+1">tab</a>',
  '<object data="data:text/html,<script>window.__xss=1</script>"></object>',
  '<body onload="window.__xss=(window.__xss||0)+1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '{{constructor.constructor("window.__xss=1")()}}',
];

// ---------------------------------------------------------------- redirects

const ORIGIN = () => window.location.origin;
/** react-router's own test for a destination that leaves the app (Link, navigate). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const SCRIPT_SCHEME = /^(?:javascript|vbscript|data):/i;
/** React 19 writes this in place of a javascript: URL it was given: it runs nothing. */
export const REACT_BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

/**
 * Would the app leave its origin (or run script) if it navigated to `to`? null means the caller
 * ignored the payload, which is safe. Both readings are checked: the raw value as a link's href
 * resolves it, and the path react-router pushes after resolving '.' and '..' (and collapsing '//').
 * A destination must be a root-relative path that resolves to this origin: `/\t/evil.example`
 * looks like a path but resolves to evil.example, because the URL parser drops tabs and new lines.
 */
export function isOffSite(to: string | null | undefined): boolean {
  if (to === null || to === undefined) return false;
  if (!to.startsWith('/') || ABSOLUTE_URL.test(to)) return true;
  const { pathname, search, hash } = resolvePath(to);
  const pushed = `${pathname}${search}${hash}`;
  if (ABSOLUTE_URL.test(pushed)) return true;
  try {
    return new URL(to, ORIGIN()).origin !== ORIGIN() || new URL(pushed, ORIGIN()).origin !== ORIGIN();
  } catch {
    return true;
  }
}

/** Links on screen that point at the attacker's site or carry a script scheme. */
export function offSiteLinks(root: ParentNode = document): HTMLAnchorElement[] {
  return [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) => {
    const raw = a.getAttribute('href') ?? '';
    if (raw === REACT_BLOCKED_URL) return false;
    let url: URL;
    try {
      url = new URL(raw, ORIGIN());
    } catch {
      return true;
    }
    return url.hostname.endsWith('evil.example') || SCRIPT_SCHEME.test(url.protocol);
  });
}

// ---------------------------------------------------------------- script injection

/** The jsdom window the page's inline handlers run in (vitest's global `window` is a copy of it). */
function pageWindow(): Record<string, unknown> {
  return ((globalThis as { jsdom?: { window: Record<string, unknown> } }).jsdom?.window ?? window) as unknown as Record<
    string,
    unknown
  >;
}

/** How many payloads ran (each adds one to window.__xss). */
export function xssRuns(): number {
  return Number(pageWindow().__xss ?? 0) + Number((window as unknown as Record<string, unknown>).__xss ?? 0);
}

export function resetXss(): void {
  delete pageWindow().__xss;
  delete (window as unknown as Record<string, unknown>).__xss;
}

/** Events that fire inline handlers: any on* attribute that reached the DOM would run now. */
const TRIGGERS = ['error', 'load', 'toggle', 'mouseover', 'focus', 'animationstart', 'pageshow'];

/**
 * Fires every event an injected handler could wait for, on every element carrying an on*
 * attribute and on every media element, so a handler that slipped through actually runs
 * (jsdom runs inline handlers; it loads no images, so onerror would otherwise never fire).
 */
export function triggerInlineHandlers(root: ParentNode = document): void {
  const targets = [...root.querySelectorAll('*')].filter(
    (el) =>
      el.getAttributeNames().some((n) => n.toLowerCase().startsWith('on')) ||
      /^(img|svg|video|audio|iframe|object|embed|body|details|image)$/i.test(el.tagName),
  );
  for (const el of targets) for (const type of TRIGGERS) el.dispatchEvent(new Event(type));
}

/** What must never reach the DOM from user or server data, as a list of findings (empty: clean). */
export function dangerousMarkup(root: ParentNode = document): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'base', 'frame', 'frameset'].includes(tag)) found.push(`<${tag}>`);
    if (tag === 'meta' && el.hasAttribute('http-equiv')) found.push('<meta http-equiv>');
    for (const name of el.getAttributeNames()) {
      const value = el.getAttribute(name) ?? '';
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) found.push(`<${tag} ${lower}>`);
      if (lower === 'srcdoc') found.push(`<${tag} srcdoc>`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'].includes(lower)) {
        // what the browser would read: tabs and new lines inside a URL are dropped
        const url = value.replace(/[\t\n\r]/g, '').trim();
        if (value !== REACT_BLOCKED_URL && /^(?:javascript|vbscript):/i.test(url))
          found.push(`<${tag} ${lower}=${url.slice(0, 30)}>`);
        if (/^data:text\/html/i.test(url)) found.push(`<${tag} ${lower}=data:text/html>`);
      }
      // (a style attribute's expression() ran in old Internet Explorer only: no browser we serve runs it)
      if (lower === 'style' && /javascript:|behavior\s*:|-moz-binding/i.test(value))
        found.push(`<${tag} style=${value.slice(0, 30)}>`);
    }
  }
  return found;
}
