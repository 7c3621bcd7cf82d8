import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyCall } from './earlyAnswers';
import { showShell, startRoute, type StartEntry, type StartOptions } from './startScript';

const NAMES: StartOptions = {
  store: '__testEarlyCalls',
  cookie: 'sessionId',
  header: 'X-Session-Id',
  wideFrom: 768,
  shell: '__testShell',
  accountFlag: 'isAccount',
};
const ENTRIES: StartEntry[] = [
  { path: '/', shells: ['<h1>Landing</h1>', 0, 0, 0], files: ['/assets/Landing.js'], calls: ['/rest/landing'] },
  {
    path: '/vid/:uuid',
    // phone and wide, signed out; phone (the same as signed out) and wide, signed in
    shells: ['<h1>Phone</h1>', '<h1>Wide</h1>', 0, '<h1>Wide, signed in</h1>'],
    files: ['/assets/Viewer.js', '/assets/api.js'],
    calls: ['/rest/vid/:uuid/fizz'],
    image: 'item.img',
  },
  {
    path: '/edit/:greetingId',
    shells: [],
    files: ['/assets/Edit.js'],
    calls: ['/rest/fizz/:greetingId/detail?type=edit-flow'],
    session: true,
  },
];

/** Runs the script as index.html does: from its source text alone, at `pathname`. */
function runInline(pathname: string, width = 375, signedIn = false) {
  if (signedIn) {
    Cookies.set('sessionId', 'sess-demo');
    localStorage.setItem('isAccount', 'true');
  }
  window.history.replaceState(null, '', pathname);
  document.body.innerHTML = '<div id="root"></div>';
  vi.stubGlobal('innerWidth', width);
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"ok":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  new Function(`(${startRoute.toString()})(${JSON.stringify(ENTRIES)}, ${JSON.stringify(NAMES)})`)();
  new Function(`(${showShell.toString()})(${JSON.stringify(NAMES.shell)})`)();
  const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) =>
    l.getAttribute('href'),
  );
  const calls = (window as unknown as Record<string, Record<string, EarlyCall> | undefined>)[NAMES.store];
  const root = document.getElementById('root');
  return { preloads, fetchMock, calls, shell: root?.innerHTML ?? '' };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel=modulepreload], link[rel=preload]').forEach((l) => l.remove());
  delete (window as unknown as Record<string, unknown>)[NAMES.store];
  delete (window as unknown as Record<string, unknown>)[NAMES.shell];
  Cookies.remove('sessionId');
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the start script (inlined in index.html, run from its source alone)', () => {
  it.each([
    // pathname, modules preloaded, GETs sent
    ['/', ['/assets/Landing.js'], ['/rest/landing']],
    ['/vid/vid-1003', ['/assets/Viewer.js', '/assets/api.js'], ['/rest/vid/vid-1003/fizz']],
    ['/vid/vid-1003/', ['/assets/Viewer.js', '/assets/api.js'], ['/rest/vid/vid-1003/fizz']],
    ['/vid/', [], []],
    ['/vid/vid-1003/extra', [], []],
    ['/faq', [], []],
    // a page for a session starts its chunks, but no call without a session (it would be refused)
    ['/edit/1001', ['/assets/Edit.js'], []],
  ])('%s preloads %j and sends %j', async (pathname, files, urls) => {
    const { preloads, fetchMock, calls } = runInline(pathname);
    expect(preloads).toEqual(files);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(urls);
    expect(Object.keys(calls ?? {})).toEqual(urls);
  });

  it.each([
    // pathname, viewport width, what #root shows before the app's code arrives
    ['/', 375, '<div inert="" aria-hidden="true" style="display:contents"><h1>Landing</h1></div>'],
    ['/', 1280, '<div inert="" aria-hidden="true" style="display:contents"><h1>Landing</h1></div>'],
    ['/vid/vid-1003', 375, '<div inert="" aria-hidden="true" style="display:contents"><h1>Phone</h1></div>'],
    ['/vid/vid-1003', 767, '<div inert="" aria-hidden="true" style="display:contents"><h1>Phone</h1></div>'],
    ['/vid/vid-1003', 768, '<div inert="" aria-hidden="true" style="display:contents"><h1>Wide</h1></div>'],
    ['/edit/1001', 375, ''],
    ['/faq', 375, ''],
  ])('%s at %i px shows the shell %j', (pathname, width, html) => {
    expect(runInline(pathname, width).shell).toBe(html);
  });

  it.each([
    // signed in (the session cookie and the account flag): the signed-in shell, or the earlier one it repeats
    [375, '<h1>Phone</h1>'],
    [1280, '<h1>Wide, signed in</h1>'],
  ])('a signed-in visitor at %i px sees %s', (width, heading) => {
    expect(runInline('/vid/vid-1003', width, true).shell).toBe(
      `<div inert="" aria-hidden="true" style="display:contents">${heading}</div>`,
    );
  });

  it('sends the session the visitor has, and keeps it with the call for the client to compare', async () => {
    Cookies.set('sessionId', 'sess-demo');
    const { fetchMock, calls } = runInline('/edit/1001');
    expect(fetchMock).toHaveBeenCalledWith('/rest/fizz/1001/detail?type=edit-flow', {
      headers: { Accept: 'application/json', 'X-Session-Id': 'sess-demo' },
      credentials: 'same-origin',
    });
    const call = calls?.['/rest/fizz/1001/detail?type=edit-flow'];
    expect(call?.session).toBe('sess-demo');
    await expect(call?.answer).resolves.toMatchObject({ status: 200, body: '{"ok":true}' });
  });

  it.each([
    // the first answer's body, the image preloaded
    ['{"item":{"img":"/media/poster.jpg"}}', ['/media/poster.jpg']],
    ['{"item":{"img":"https://cdn.example/poster.jpg"}}', ['https://cdn.example/poster.jpg']],
    ['{"item":{"img":"javascript:alert(1)"}}', []],
    ['{"item":{"img":"//elsewhere.example/x.jpg"}}', []],
    ['{"item":{}}', []],
    ['{"item":null}', []],
    ['<html>not json</html>', []],
  ])('when the first answer is %s it preloads %j', async (body, images) => {
    window.history.replaceState(null, '', '/vid/vid-1003');
    document.body.innerHTML = '<div id="root"></div>';
    vi.stubGlobal('fetch', async () => new Response(body, { status: 200 }));
    new Function(`(${startRoute.toString()})(${JSON.stringify(ENTRIES)}, ${JSON.stringify(NAMES)})`)();
    const calls = (window as unknown as Record<string, Record<string, EarlyCall>>)[NAMES.store];
    await calls['/rest/vid/vid-1003/fizz'].answer;
    await new Promise((resolve) => setTimeout(resolve));
    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=image]')];
    expect(preloaded.map((l) => l.getAttribute('href'))).toEqual(images);
    expect(preloaded.every((l) => l.getAttribute('fetchpriority') === 'high')).toBe(true);
  });

  it('a call that fails leaves its failure for the client (no unhandled rejection)', async () => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '<div id="root"></div>';
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    new Function(`(${startRoute.toString()})(${JSON.stringify(ENTRIES)}, ${JSON.stringify(NAMES)})`)();
    const calls = (window as unknown as Record<string, Record<string, EarlyCall>>)[NAMES.store];
    await expect(calls['/rest/landing'].answer).rejects.toThrow('Failed to fetch');
  });
});
