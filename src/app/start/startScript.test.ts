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
  document.head.querySelectorAll('link').forEach((l) => l.remove());
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

  describe('the stylesheet (loaded without holding back the first paint)', () => {
    const SHEET = { href: '/assets/style.css', loaded: '__testStylesheet' };
    function start(pathname: string) {
      window.history.replaceState(null, '', pathname);
      vi.stubGlobal('fetch', async () => new Response('{}', { status: 200 }));
      const options = JSON.stringify({ ...NAMES, stylesheet: SHEET });
      new Function(`(${startRoute.toString()})(${JSON.stringify(ENTRIES)}, ${options})`)();
      const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[as=style], link[rel=stylesheet]')];
      const loaded = (window as unknown as Record<string, Promise<void> | undefined>)[SHEET.loaded];
      delete (window as unknown as Record<string, unknown>)[SHEET.loaded];
      return { links, loaded };
    }
    const settled = (promise: Promise<void> | undefined) =>
      Promise.race([promise?.then(() => 'in'), new Promise((resolve) => setTimeout(resolve, 10, 'waiting'))]);

    it.each(['/', '/faq', '/edit/1001'])('on %s, is preloaded, then applied, and the app told once it is', async (pathname) => {
      const { links, loaded } = start(pathname);
      expect(links.map((l) => [l.rel, l.getAttribute('as'), l.getAttribute('href'), l.crossOrigin])).toEqual([
        ['preload', 'style', '/assets/style.css', ''],
      ]);
      expect(await settled(loaded)).toBe('waiting');
      links[0].dispatchEvent(new Event('load')); // the preload
      expect(links[0].rel).toBe('stylesheet');
      expect(await settled(loaded)).toBe('waiting');
      links[0].dispatchEvent(new Event('load')); // the stylesheet, applied
      expect(await settled(loaded)).toBe('in');
    });

    it('that fails lets the app render anyway', async () => {
      const { links, loaded } = start('/');
      links[0].dispatchEvent(new Event('error'));
      expect(await settled(loaded)).toBe('in');
    });

    it('none named (dev): none loaded, nothing to wait for', () => {
      runInline('/');
      expect(document.head.querySelectorAll('link[as=style], link[rel=stylesheet]')).toHaveLength(0);
    });
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
