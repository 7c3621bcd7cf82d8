// Issue 20 §3 "Script injection": every field a user or the server controls that reaches the
// screen carries XSS_PAYLOADS; each screen is rendered through the real route table, every event
// an injected handler could wait for is fired, and then: no payload ran (window.__xss), no
// script-capable markup is in the DOM, text fields show the payload as text, and SafeHtml stays
// the only place markup is rendered. The count is printed at the end.
//   npx vitest run proof/attacks/xss.test.tsx
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { OFFER_SESSION_ID } from '#mocks/db/seed';
import { getDb } from '#mocks/db/store';
import { fail, rest } from '#mocks/http';
import { server } from '#mocks/node';
import { startSession } from '@/shared/lib/session';
import { SafeHtml, sanitizeHtml } from '@/shared/ui/SafeHtml';
import {
  givenAnimation,
  givenAnimationLanding,
  givenCampaign,
  givenClip,
  givenComment,
  givenFieldTemplate,
  givenFreeOffer,
  givenGreeting,
  givenMusicTrack,
  givenNewGreeting,
  givenShareOffer,
  givenTheme,
  givenTutorial,
  givenUser,
  GREETINGS,
} from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';
import { dangerousMarkup, resetXss, triggerInlineHandlers, xssRuns, XSS_PAYLOADS } from './payloads';

/** All payloads in one text (for single-valued fields): each must still show verbatim. */
const ALL = XSS_PAYLOADS.join(' ¦ ');
const tally = { fields: new Set<string>(), screens: new Set<string>(), runs: 0, findings: 0 };

afterAll(() => {
  console.info(
    `xss attacks: ${XSS_PAYLOADS.length} payloads × ${tally.fields.size} fields on ${tally.screens.size} screens, ${tally.runs} script runs, ${tally.findings} unsafe markup`,
  );
});

beforeEach(() => resetXss());

/** The text a visitor reads: the page's text plus what sits in its form fields. */
const shownText = () =>
  `${document.body.textContent ?? ''}\n${[...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map((i) => i.value).join('\n')}`;

/** Waits for every payload to show as text, i.e. escaped, not parsed. */
async function expectShownAsText(texts: readonly string[]) {
  await waitFor(
    () => {
      const text = shownText();
      expect(texts.filter((t) => !text.includes(t))).toEqual([]);
    },
    { timeout: 10000 },
  );
}

/** Fires what an injected handler waits for, then counts what ran and what unsafe markup is there. */
async function expectNothingRan(screenName: string, fields: string[]) {
  triggerInlineHandlers(document.body);
  // what those events set off in the app (an error handler's re-render) is on the page before it is read
  await act(async () => {});
  const findings = dangerousMarkup(document.body);
  tally.screens.add(screenName);
  fields.forEach((f) => tally.fields.add(f));
  tally.runs += xssRuns();
  tally.findings += findings.length;
  expect(findings).toEqual([]);
  expect(xssRuns()).toBe(0);
}

// ---------------------------------------------------------------- the only markup sink

describe('SafeHtml is the only place markup renders', () => {
  const SRC = join(dirname(fileURLToPath(import.meta.url)), '../../src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });

  // and the start's shell: HTML the build rendered with React from no data (an API client that never
  // answers; scripts/productionBuild.test.ts checks it holds no script), set before the app runs
  it('no file in src/ but shared/ui/SafeHtml.tsx and the start’s shell sets markup (dangerouslySetInnerHTML, innerHTML, eval…)', () => {
    const SINKS =
      /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|createContextualFragment|\beval\(|new Function\(|srcDoc/;
    const sinks = files(SRC)
      .filter((f) => SINKS.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(sinks.sort()).toEqual(['app/start/startScript.ts', 'shared/ui/SafeHtml.tsx']);
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))('sanitizeHtml(%s) keeps nothing that can run', async (payload) => {
    // what the sanitizer answers, parsed on its own, and the component rendering it
    const parsed = new DOMParser().parseFromString(`<body>${sanitizeHtml(payload)}</body>`, 'text/html');
    expect(dangerousMarkup(parsed.body)).toEqual([]);
    render(<SafeHtml html={payload} />);
    await expectNothingRan('SafeHtml', ['SafeHtml markup']);
  });
});

describe('the detectors', () => {
  it('catch a payload that is let through, so a count of 0 means 0', () => {
    const host = document.createElement('div');
    // deliberately unsanitised, outside the app: what the checks below must notice
    host.innerHTML = `${XSS_PAYLOADS[1]}${XSS_PAYLOADS[2]}${XSS_PAYLOADS[3]}`;
    document.body.append(host);
    try {
      expect(dangerousMarkup(host).length).toBeGreaterThanOrEqual(3);
      triggerInlineHandlers(host);
      expect(xssRuns()).toBeGreaterThanOrEqual(2);
    } finally {
      host.remove();
      resetXss();
    }
  });
});

// ---------------------------------------------------------------- every screen, every field

describe('script injection through every field that reaches the screen', () => {
  it('the recipient page: greeting title, clip captions, comment names and bodies, offer markup', async () => {
    // the links the server names too: a script URL must never become a live link
    givenGreeting({ title: ALL, downloadUrl: 'javascript:window.__xss=(window.__xss||0)+1' }, GREETINGS.paid);
    XSS_PAYLOADS.forEach((p) => givenClip(GREETINGS.paid, { caption: p }));
    XSS_PAYLOADS.forEach((p) => givenComment({ firstName: p, lastName: 'X', body: `says ${p}` }));
    givenShareOffer({ ui: { top: ALL, bottom: ALL, claimBtn: ALL, viewMarkup: ALL, viewBtn: ALL } });
    renderRoute('/vid/vid-1003');
    await expectShownAsText([ALL, ...XSS_PAYLOADS.map((p) => `says ${p}`)]);
    // the offer markup reached the screen as markup (the sanitised link's text on its own)
    expect(
      within(await screen.findByRole('region', { name: 'Special offer' }, { timeout: 10000 })).getAllByText('click me').length,
    ).toBeGreaterThan(0);
    // the server's download URL is only ever a link over http(s): a script URL is never the link's
    // target ('Download and save' points at the spec's {shareUrl}/download instead), so it never runs
    const download = screen.getByRole('link', { name: 'Download and save' });
    expect(download.getAttribute('href')).toMatch(/^https?:\/\/.*\/vid\/vid-1003\/download$/);
    expect(document.querySelectorAll('a[href^="javascript:" i]')).toHaveLength(0);
    await expectNothingRan('/vid/{uuid}', [
      'greeting title',
      'clip captions',
      'comment names',
      'comment bodies',
      'viewer offer markup',
      'download URL',
    ]);
  });

  it('My Video Greetings: greeting names and theme names', async () => {
    signInAsDemo();
    XSS_PAYLOADS.forEach((p) => givenNewGreeting({ name: p, themeName: p }));
    renderRoute('/list');
    await expectShownAsText(XSS_PAYLOADS);
    await expectNothingRan('/list', ['greeting names', 'theme names (list)']);
  });

  it('the editor, clips step: greeting name and clip captions', async () => {
    signInAsDemo();
    givenGreeting({ name: ALL, currentStep: 3 });
    XSS_PAYLOADS.forEach((p) => givenClip(GREETINGS.inProgress, { caption: p }));
    renderRoute('/edit/1001');
    await expectShownAsText([ALL, ...XSS_PAYLOADS]);
    await expectNothingRan('/edit/{id} clips', ['greeting name', 'clip captions']);
  });

  it('the editor, music step: track names', async () => {
    signInAsDemo();
    givenGreeting({ currentStep: 1 });
    const tracks = getDb().music.filter((m) => m.id > 0);
    tracks.forEach((m, i) => givenMusicTrack({ name: `Upbeat - ${XSS_PAYLOADS[i % XSS_PAYLOADS.length]}` }, m.id));
    renderRoute('/edit/1001');
    // the step names the chosen track; the picker lists them all
    fireEvent.click(await screen.findByRole('button', { name: 'Choose music' }, { timeout: 10000 }));
    await expectShownAsText(XSS_PAYLOADS.slice(0, tracks.length));
    await expectNothingRan('/edit/{id} music', ['music track names']);
  });

  it('the invite page: greeting name and invite message', async () => {
    signInAsDemo();
    givenGreeting({ name: ALL, message: ALL });
    renderRoute('/invite-others/1001');
    await expectShownAsText([ALL]);
    await expectNothingRan('/invite-others/{id}', ['greeting name', 'invite message']);
  });

  it("an invitee's page: greeting name and invite message", async () => {
    givenGreeting({ name: ALL, message: ALL });
    renderRoute('/in/inv-1001');
    await expectShownAsText([ALL]);
    await expectNothingRan('/in/{code}', ['greeting name', 'invite message']);
  });

  it('the personalise form: special-field values, group titles and placeholders', async () => {
    signInAsDemo();
    const greeting = getDb().fizzes.find((f) => f.id === GREETINGS.inProgress)!;
    const template = getDb().specialFieldTemplates.find((t) => t.animationId === greeting.taId)!;
    givenFieldTemplate(
      {
        groups: template.groups.map((g, gi) => ({
          title: XSS_PAYLOADS[gi],
          items: g.items.map((item) => ({ ...item, placeholder: XSS_PAYLOADS[XSS_PAYLOADS.length - 1 - gi] })),
        })),
      },
      greeting.taId,
    );
    let n = 0;
    const { specialFields } = givenGreeting({
      specialFields: greeting.specialFields.map((g) => ({
        ...g,
        items: g.items.map((item) => ({ ...item, value: XSS_PAYLOADS[n++ % XSS_PAYLOADS.length] })),
      })),
    });
    renderRoute('/change/1001');
    const values = specialFields.flatMap((g) => g.items.map((i) => i.value));
    await expectShownAsText(values);
    await expectNothingRan('/change/{id}', ['special-field values', 'special-field titles']);
  });

  it('a campaign page: headline, body, button and limit text', async () => {
    givenCampaign({ headline: ALL, body: ALL, btnText: ALL, limitText: ALL }, 'free-july');
    renderRoute('/free-july');
    await expectShownAsText([ALL]);
    await expectNothingRan('/free-{campaign}', ['campaign texts']);
  });

  it('a theme-animation landing page: headline, body, button and sample labels', async () => {
    const landing = getDb().animationLandings[0];
    givenAnimationLanding(
      {
        headline: ALL,
        body: ALL,
        btnText: ALL,
        samples: landing.samples.map((sample, i) => ({ ...sample, label: XSS_PAYLOADS[i % XSS_PAYLOADS.length] })),
      },
      landing.slug,
    );
    renderRoute(`/video-greeting/${landing.slug}`);
    await expectShownAsText([ALL]);
    await expectNothingRan('/video-greeting/{slug}', ['landing texts']);
  });

  it('browse, signed in with an offer: theme names and the offer banner markup', async () => {
    startSession(OFFER_SESSION_ID, true);
    const themes = getDb().themes;
    themes.forEach((t, i) => givenTheme({ name: XSS_PAYLOADS[i % XSS_PAYLOADS.length] }, t.themeId));
    givenFreeOffer({ ui: { claimMarkup: ALL } });
    renderRoute('/browse');
    await expectShownAsText(XSS_PAYLOADS.slice(0, Math.min(XSS_PAYLOADS.length, themes.length)));
    expect((await screen.findAllByText('click me', {}, { timeout: 10000 })).length).toBeGreaterThan(0);
    await expectNothingRan('/browse', ['theme names', 'offer banner markup']);
  });

  it('a theme page: theme name, header and footers, animation names', async () => {
    const theme = getDb().themes[0];
    givenTheme({ name: ALL, animationsHeader: ALL, animationsFooter1: ALL, animationsFooter2: ALL }, theme.themeId);
    getDb()
      .animations.filter((a) => a.themeId === theme.themeId)
      .forEach((a, i) => givenAnimation({ name: XSS_PAYLOADS[i % XSS_PAYLOADS.length] }, a.id));
    renderRoute(`/theme/${theme.themeId}`);
    await expectShownAsText([ALL]);
    await expectNothingRan('/theme/{id}', ['theme texts', 'animation names']);
  });

  it('the offer sign-in page: the offer markup the server sends', async () => {
    // the recipient's offer (1003's, not the invitee popup) is the one the sign-in page shows
    givenShareOffer({ ui: { top: ALL, bottom: ALL } }, GREETINGS.paid);
    renderRoute('/offer-login');
    expect((await screen.findAllByText('click me', {}, { timeout: 10000 })).length).toBeGreaterThan(0);
    await expectNothingRan('/offer-login', ['offer sign-in markup']);
  });

  it('tutorials: titles', async () => {
    const tutorials = getDb().tutorials;
    tutorials.forEach((t, i) => givenTutorial({ title: XSS_PAYLOADS[i % XSS_PAYLOADS.length] }, t.id));
    renderRoute('/tutorials');
    await expectShownAsText(XSS_PAYLOADS.slice(0, Math.min(XSS_PAYLOADS.length, tutorials.length)));
    await expectNothingRan('/tutorials', ['tutorial titles']);
  });

  it("a card someone else owns: the signed-in account's email", async () => {
    signInAsDemo();
    givenUser({ email: ALL });
    renderRoute('/qr/QR-OTHER');
    await expectShownAsText([ALL]);
    await expectNothingRan('/qr/{key}', ['account email']);
  });

  it("a server refusal's message", async () => {
    server.use(http.post(rest('/user/login'), () => fail(ALL)));
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'demo@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectShownAsText([ALL]);
    await expectNothingRan('/login', ['server error messages']);
  });
});
