import { describe, expect, it } from 'vitest';
import {
  getAnimationLanding,
  getCampaign,
  getProjectLanding,
  getSampleVideos,
  getThemeDetail,
  getThemes,
  getTutorials,
} from '@/api/catalog/requests';
import { getSessionId, startSession } from '@/shared/lib/session';
import { refusal } from '@/testing/contract';
import { signInAsDemo } from '@/testing/sessions';
import { setScenarios } from '../scenarios/scenarios';
import { getDb } from '../db/store';
import { OFFER_SESSION_ID } from '../db/seed';
import { NOT_FOUND } from './catalog';

describe('catalog contract', () => {
  it('GET /rest/project-landing: rows of a theme with up to 4 templates', async () => {
    const { rows } = await getProjectLanding();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) expect(row.list.length).toBeGreaterThan(0);
    expect(Math.max(...rows.map((r) => r.list.length))).toBe(4);
    expect(rows[0].list[0]).toMatchObject({ id: 101, name: 'Birthday Balloons', img: expect.stringMatching(/\.jpg$/) });
  });

  it('GET /rest/project-landing?taId=: that template’s theme first; an unknown taId is refused', async () => {
    const { rows } = await getProjectLanding(301);
    expect(rows[0].themeId).toBe(3);
    const error = await refusal(getProjectLanding(99999));
    expect(error).toMatchObject({ message: NOT_FOUND.animation, httpStatus: 404 });
  });

  it('GET /rest/config/sample-videos', async () => {
    const { samples } = await getSampleVideos();
    expect(samples.length).toBeGreaterThan(0);
    expect(samples[0]).toEqual({ img: expect.any(String), video: expect.any(String), label: expect.any(String) });
  });

  it('GET /rest/config/sample-videos: a server error carries its message', async () => {
    setScenarios(['server-error:sample-videos']);
    const error = await refusal(getSampleVideos());
    expect(error.kind).toBe('server');
  });

  it('GET /rest/theme-animation/{slug}/landing by slug and by id; unknown slug is a 404', async () => {
    const bySlug = await getAnimationLanding('birthday-balloons');
    expect(bySlug).toMatchObject({ id: 101, btnText: expect.any(String), linkToTheme: '/theme/1' });
    expect(bySlug.samples.length).toBeGreaterThan(0);
    expect((await getAnimationLanding(101)).headline).toBe(bySlug.headline);
    const error = await refusal(getAnimationLanding('no-such-greeting'));
    expect(error).toMatchObject({ message: NOT_FOUND.animation, httpStatus: 404 });
  });

  it('GET /rest/theme-v3: list-2, grid and theme-img rows; no offer when signed out', async () => {
    const { rows, offer } = await getThemes();
    expect(rows.map((r) => r.type).sort()).toEqual(['grid', 'list-2', 'theme-img']);
    const grid = rows.find((r) => r.type === 'grid');
    expect(grid && grid.type !== 'theme-img' ? grid.items.length : 0).toBeGreaterThanOrEqual(6);
    expect(offer ?? null).toBeNull();
  });

  it('GET /rest/theme-v3: the offer account sees its unclaimed offer; the demo account does not', async () => {
    startSession(OFFER_SESSION_ID, true);
    expect((await getThemes()).offer).toMatchObject({ offerExpiresInDays: 7, ui: { claimMarkup: expect.any(String) } });
    signInAsDemo();
    expect((await getThemes()).offer ?? null).toBeNull();
  });

  it('GET /rest/theme-v3: offline is a network error', async () => {
    setScenarios(['offline:theme-v3']);
    const error = await refusal(getThemes());
    expect(error).toMatchObject({ kind: 'network', message: 'Could not load. Please try again.' });
  });

  it('GET /rest/theme/{id}/theme-animation-v2: the theme detail response', async () => {
    const detail = await getThemeDetail(1, 'abc');
    expect(detail).toMatchObject({ name: 'Birthday', seoTitle: expect.any(String), seoDescription: expect.any(String) });
    expect(detail.animations.length).toBeGreaterThanOrEqual(4);
    expect(detail.themes.some((t) => String(t.themeId) === '1')).toBe(false);
    expect(detail.themes[0].color).toMatch(/^#/);
  });

  it('GET /rest/theme/{id}/theme-animation-v2: an unknown theme is a 404 with a message', async () => {
    for (const id of [999, 'abc']) {
      const error = await refusal(getThemeDetail(id));
      expect(error).toMatchObject({ message: NOT_FOUND.theme, httpStatus: 404 });
    }
  });

  it('GET /rest/tutorial', async () => {
    const { items } = await getTutorials();
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ video: expect.any(String), img: expect.any(String) });
    setScenarios(['server-error:/rest/tutorial']);
    expect((await refusal(getTutorials())).kind).toBe('server');
  });

  it('GET /rest/offer/detail/{key}: running and expired campaigns, and an anonymous session', async () => {
    const july = await getCampaign('free-july');
    expect(july).toMatchObject({ isOver: false, headline: expect.any(String), btnText: expect.any(String) });
    expect(july.sessionId).toMatch(/^sess-/);
    expect(getDb().sessions.find((s) => s.id === july.sessionId)).toMatchObject({ userId: null, campaignKey: 'free-july' });
    expect((await getCampaign('free-hmkhq-event')).isOver).toBe(true);
  });

  it('GET /rest/offer/detail/{key}: a known session is kept', async () => {
    signInAsDemo();
    expect((await getCampaign('free-adobe')).sessionId).toBe(getSessionId());
  });

  it('GET /rest/offer/detail/{key}: an unknown key is a 404 with a message', async () => {
    const error = await refusal(getCampaign('free-nothing'));
    expect(error).toMatchObject({ message: NOT_FOUND.offer, httpStatus: 404 });
  });
});
