import { http, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import {
  animationLandingResponseSchema,
  campaignKeys,
  campaignResponseSchema,
  projectLandingResponseSchema,
  sampleVideosResponseSchema,
  themeDetailResponseSchema,
  tutorialsResponseSchema,
  themeV3ResponseSchema,
  type CampaignKey,
} from '@/api/catalog/schemas';
import { getDb, updateDb } from '../db/store';
import type { AnimationRow, DbState, FreeGreetingOfferRow, ThemeRow } from '../db/types';
import { fail, ok, parseId, rest, sessionOf, userOf } from '../http';

// The catalog: landing pages, themes and their templates, tutorials and campaigns
// (spec part 1 §7: project-landing, sample-videos, theme-animation landing, theme-v3, theme
// animations; part 2 §7: tutorial, offer/detail). POST /rest/theme-animation/{id} and the
// image preview live in fizz.ts.

export const NOT_FOUND = {
  theme: "We couldn't find that occasion.",
  animation: "We couldn't find that video greeting.",
  offer: "We couldn't find that offer.",
} as const;

/** Up to this many templates per theme on the landing page's shop grid (spec part 1 §9). */
export const LANDING_TEMPLATES_PER_ROW = 4;

const animationJson = (a: AnimationRow) => ({
  id: a.id,
  name: a.name,
  slug: a.slug,
  img: a.img,
  video: a.video,
  overlay: a.overlay,
  price: a.price,
  oldPrice: a.oldPrice,
  themeId: a.themeId,
});

const themeJson = (t: ThemeRow) => ({ themeId: t.themeId, name: t.name, img: t.img, bgColor: t.bgColor });

/** The signed-in user's unclaimed free-greeting offer, as the browse and theme pages read it. */
function offerFor(request: Request, db: DbState) {
  const user = userOf(request);
  if (!user) return null;
  const offer = db.offers.find(
    (o): o is FreeGreetingOfferRow => o.kind === 'free-greeting' && o.userId === user.id && !o.claimed,
  );
  return offer ? { offerExpiresInDays: offer.offerExpiresInDays, ui: offer.ui } : null;
}

function findAnimation(db: DbState, slugOrId: string): AnimationRow | undefined {
  return db.animations.find((a) => a.slug === slugOrId || String(a.id) === slugOrId);
}

function isCampaignKey(key: string): key is CampaignKey {
  return (campaignKeys as readonly string[]).includes(key);
}

export const catalogHandlers: HttpHandler[] = [
  // GET /rest/project-landing?taId= : the shop grid; with taId, that template's theme comes first
  http.get(rest('/project-landing'), ({ request }) => {
    const db = getDb();
    const taId = new URL(request.url).searchParams.get('taId');
    let firstThemeId: number | null = null;
    if (taId) {
      const anim = findAnimation(db, taId);
      if (!anim) return fail(NOT_FOUND.animation, 404);
      firstThemeId = anim.themeId;
    }
    const rows = db.projectLanding
      .map((row) => ({
        id: row.id,
        themeId: row.themeId,
        name: row.name,
        list: row.animationIds
          .map((id) => db.animations.find((a) => a.id === id))
          .filter((a): a is AnimationRow => Boolean(a))
          .slice(0, LANDING_TEMPLATES_PER_ROW)
          .map(animationJson),
      }))
      .sort((a, b) => Number(b.themeId === firstThemeId) - Number(a.themeId === firstThemeId));
    return ok<z.input<typeof projectLandingResponseSchema>>({ rows });
  }),

  // GET /rest/config/sample-videos
  http.get(rest('/config/sample-videos'), () =>
    ok<z.input<typeof sampleVideosResponseSchema>>({
      samples: getDb().sampleVideos.map(({ img, video, label }) => ({ img, video, label })),
    }),
  ),

  // GET /rest/theme-animation/{slug}/landing : the slug is the template's slug or its id
  http.get(rest('/theme-animation/:slug/landing'), ({ params }) => {
    const slug = String(params.slug);
    const db = getDb();
    const landing = db.animationLandings.find((l) => l.slug === slug || String(l.id) === slug);
    if (!landing) return fail(NOT_FOUND.animation, 404);
    const { slug: _slug, ...body } = landing;
    return ok<z.input<typeof animationLandingResponseSchema>>(body);
  }),

  // GET /rest/theme-v3?cache= : browse rows (a featured image, a 2-item list, the grid) + offer
  http.get(rest('/theme-v3'), ({ request }) => {
    const db = getDb();
    const [featured, ...rest2] = db.themes;
    const rows: z.input<typeof themeV3ResponseSchema>['rows'] = [
      ...(featured
        ? [
            {
              type: 'theme-img' as const,
              title: `Featured: ${featured.name}`,
              img: featured.img,
              alt: featured.name,
              themeId: featured.themeId,
            },
          ]
        : []),
      { type: 'list-2' as const, title: 'Popular right now', items: rest2.slice(0, 2).map(themeJson) },
      { type: 'grid' as const, title: null, items: db.themes.map(themeJson) },
    ];
    return ok<z.input<typeof themeV3ResponseSchema>>({ rows, offer: offerFor(request, db) });
  }),

  // GET /rest/theme/{themeId}/theme-animation-v2?key=&cache= : the theme detail response
  http.get(rest('/theme/:themeId/theme-animation-v2'), ({ request, params }) => {
    const db = getDb();
    const themeId = parseId(params.themeId);
    const theme = db.themes.find((t) => t.themeId === themeId);
    if (!theme) return fail(NOT_FOUND.theme, 404);
    return ok<z.input<typeof themeDetailResponseSchema>>({
      name: theme.name,
      animations: db.animations.filter((a) => a.themeId === theme.themeId).map(animationJson),
      themes: db.themes.filter((t) => t.themeId !== theme.themeId).map(themeJson),
      animationsHeader: theme.animationsHeader,
      animationsFooter1: theme.animationsFooter1,
      animationsFooter2: theme.animationsFooter2,
      seoTitle: theme.seoTitle,
      seoDescription: theme.seoDescription,
      offer: offerFor(request, db),
    });
  }),

  // GET /rest/tutorial
  http.get(rest('/tutorial'), () =>
    ok<z.input<typeof tutorialsResponseSchema>>({
      items: getDb().tutorials.map(({ title, img, video }) => ({ title, img, video })),
    }),
  ),

  // GET /rest/offer/detail/{offerKey} : campaign data. A visitor without a session gets an
  // anonymous one (remembering the campaign), so a later sign-up can take the offer.
  http.get(rest('/offer/detail/:offerKey'), ({ request, params }) => {
    const key = String(params.offerKey);
    if (!isCampaignKey(key)) return fail(NOT_FOUND.offer, 404);
    const campaign = getDb().campaigns[key];
    const known = sessionOf(request);
    const sessionId = updateDb((db) => {
      if (known) {
        if (!campaign.isOver) {
          const row = db.sessions.find((s) => s.id === known.id);
          if (row) row.campaignKey = key;
        }
        return known.id;
      }
      const id = `sess-campaign-${Math.random().toString(36).slice(2, 12)}`;
      db.sessions.push({ id, userId: null, createdAt: new Date().toISOString(), campaignKey: campaign.isOver ? null : key });
      return id;
    });
    const { key: _key, ...body } = campaign;
    return ok<z.input<typeof campaignResponseSchema>>({ ...body, sessionId });
  }),
];
