// The greeting (fizz) resource: personalise (template + text preview), create and update,
// the project list, delete, the invite code and the invite-intent tracking call.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod/mini';
import {
  createGreetingBodySchema,
  decodePreviewText,
  greetingIdResponseSchema,
  greetingListResponseSchema,
  greetingPersonalizeResponseSchema,
  inviteCodeResponseSchema,
  inviteIntentBodySchema,
  personalizeResponseSchema,
  updateGreetingBodySchema,
  type SpecialFieldGroupInput,
} from '@/api/greetings/schemas';
import type { purchaseItemResponseSchema } from '@/api/purchase/schemas';
import { LIMITS } from '@/shared/config/limits';
import { greetingTitleOf } from '@/shared/lib/specialFields';
import { newFizzRow } from '../db/rows';
import { getDb, newUuid, nextId, updateDb } from '../db/store';
import type { AnimationRow, DbState, FizzRow, SpecialFieldGroupValue } from '../db/types';
import { fail, NOT_SIGNED_IN, numericParam, ok, parseId, readJson, requireUser, rest, sessionOf, userOf } from '../http';
import { syncPipeline } from '../pipeline';
import { previewSvg } from '../textPreview';
import { videoReportOf } from '../videoReport';
import {
  absoluteUrl,
  CARD_NOT_FOUND,
  CARD_NOT_YOURS,
  claimQrCard,
  FINISHED,
  FIZZ_NOT_FOUND,
  findFizz,
  NOT_YOUR_FIZZ,
  requireEditable,
  requireOwner,
} from '../rules';
import { purchaseItem } from './purchase';

// ---------------------------------------------------------------- messages

export const FIZZ_MESSAGES = {
  notFound: FIZZ_NOT_FOUND,
  notYours: NOT_YOUR_FIZZ,
  templateNotFound: "We couldn't find that Video Greeting design.",
  noSession: NOT_SIGNED_IN,
  incomplete: 'Please complete all required fields.',
  locked: FINISHED,
  designFixed: "The design can't be changed after the start.",
  deletePaid: "This Video Greeting has been purchased and can't be deleted.",
  deleteHidden: "This Video Greeting can't be deleted.",
  cardNotFound: CARD_NOT_FOUND,
  cardOtherOwner: CARD_NOT_YOURS,
  cardTaken: 'This card already has a Video Greeting.',
  badPreviewText: 'The preview text could not be read.',
  fieldTooLong: `Each personalised text can be at most ${LIMITS.specialField} characters.`,
  badScreen: "Invalid request. screen must be 'inviteCode' or 'personalize'.",
} as const;

// ---------------------------------------------------------------- helpers

type Fizz = FizzRow;

function findAnimation(s: DbState, id: unknown): AnimationRow {
  const n = parseId(typeof id === 'number' ? String(id) : id);
  const anim = n === null ? undefined : s.animations.find((a) => a.id === n);
  if (!anim) throw fail(FIZZ_MESSAGES.templateNotFound, 404);
  return anim;
}

function templateOf(s: DbState, animationId: number): SpecialFieldGroupValue[] {
  const groups = s.specialFieldTemplates.find((t) => t.animationId === animationId)?.groups ?? [];
  return groups.map((g) => ({ title: g.title, items: g.items.map((item) => ({ ...item, value: '' })) }));
}

/**
 * The animation's template filled with the sent values (matched by item id); the server's own
 * template decides the fields and which are required. A required field left blank is refused.
 */
function fillTemplate(template: SpecialFieldGroupValue[], sent: SpecialFieldGroupInput[]): SpecialFieldGroupValue[] {
  const values = new Map<string, string>();
  for (const group of sent) for (const item of group.items) values.set(String(item.id), String(item.value ?? ''));
  if ([...values.values()].some((v) => v.length > LIMITS.specialField)) throw fail(FIZZ_MESSAGES.fieldTooLong);
  const filled = template.map((g) => ({
    title: g.title,
    items: g.items.map((item) => ({ ...item, value: values.get(String(item.id)) ?? item.value })),
  }));
  if (filled.some((g) => g.items.some((item) => item.required && !item.value.trim()))) throw fail(FIZZ_MESSAGES.incomplete);
  return filled;
}

/** Greetings made from a physical card that are still unlocked (the personalize modal lists them). */
function unlockedPhysicalCardsOf(s: DbState, userId: number | undefined) {
  if (userId === undefined) return [];
  return s.fizzes
    .filter((f) => f.ownerId === userId && f.isPhysical && !f.isLocked)
    .map((f) => ({ id: f.id, name: f.name, img: f.img }));
}

function inviteMessage(title: string): string {
  return `Hi! I'm making a surprise video greeting: "${title}". Please add a photo or a short video!`;
}

// ---------------------------------------------------------------- list rows

function listItem(request: Request, f: Fizz) {
  return {
    id: f.id,
    name: f.name,
    img: f.img,
    video: f.video,
    isLocked: f.isLocked,
    isPhysical: f.isPhysical,
    isQRBoxSet: f.isQRBoxSet,
    // the server hides Delete where it would refuse it anyway
    hideDelete: f.hideDelete || f.isLocked || f.hasPaid,
    shareUrl: absoluteUrl(request, f.shareUrl),
    downloadUrl: absoluteUrl(request, f.downloadUrl),
    fizzCreated: f.fizzCreated,
    hasPaid: f.hasPaid,
    price: f.price,
    isFree: f.isFree,
    sku: f.sku,
    themeName: f.themeName,
    uuid: f.uuid,
    status: f.status,
    // ours, beyond the spec: the list is its owner's, so a failed video and the clips it left out are told here too
    videoReport: videoReportOf(getDb(), f, true),
  };
}

// ---------------------------------------------------------------- GET /rest/fizz/{id} answers

function inviteCodeAnswer(request: Request, fizz: Fizz) {
  return ok<z.input<typeof inviteCodeResponseSchema>>({
    item: {
      id: fizz.id,
      name: fizz.name,
      img: fizz.img,
      isLocked: fizz.isLocked,
      inviteSampleNoLink: fizz.message,
      inviteLink: absoluteUrl(request, `/in/${encodeURIComponent(fizz.inviteCode)}`),
      message: fizz.message,
    },
  });
}

function personalizeAnswer(fizz: Fizz) {
  const s = getDb();
  const anim = s.animations.find((a) => a.id === fizz.taId);
  // the current template decides placeholders and required; the greeting's values fill it
  const template = templateOf(s, fizz.taId);
  const values = new Map(fizz.specialFields.flatMap((g) => g.items.map((i) => [String(i.id), i.value] as const)));
  const specialFields = template.length
    ? template.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, value: values.get(String(i.id)) ?? '' })) }))
    : fizz.specialFields;
  return ok<z.input<typeof greetingPersonalizeResponseSchema>>({
    item: {
      id: fizz.id,
      name: fizz.name,
      isLocked: fizz.isLocked,
      themeId: fizz.themeId,
      taId: fizz.taId,
      previewImageCount: anim?.previewImageCount ?? 1,
      specialFields,
      title: anim?.name ?? fizz.name,
    },
  });
}

// ---------------------------------------------------------------- handlers

export const fizzHandlers: HttpHandler[] = [
  // POST /rest/theme-animation/{id}?key=&qrKey= : the personalize response
  http.post(rest('/theme-animation/:taId'), ({ request, params }) => {
    const s = getDb();
    const anim = findAnimation(s, params.taId);
    const qrKey = new URL(request.url).searchParams.get('qrKey');
    const card = qrKey ? s.qrCards.find((c) => c.qrKey.toLowerCase() === qrKey.toLowerCase()) : undefined;
    if (qrKey && !card) throw fail(FIZZ_MESSAGES.cardNotFound, 404);
    return ok<z.input<typeof personalizeResponseSchema>>({
      themeId: anim.themeId,
      taId: anim.id,
      previewImageCount: anim.previewImageCount,
      specialFields: templateOf(s, anim.id).map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, invalid: false })) })),
      // a card-scan flow is already about a card: the client shows this modal outside one only
      unlockedPhysicalCards: unlockedPhysicalCardsOf(s, userOf(request)?.id),
      showBoxSetAlert: Boolean(card?.isBoxSet),
      title: anim.name,
    });
  }),

  // GET /rest/theme-animation/{id}/image-preview/{index}/{encodedText} : the text as a transparent image over the intro
  http.get(rest('/theme-animation/:taId/image-preview/:index/:text'), ({ params }) => {
    const s = getDb();
    const anim = findAnimation(s, params.taId);
    const index = Number(params.index);
    if (!Number.isInteger(index) || index < 0 || index >= Math.max(1, anim.previewImageCount)) {
      throw fail(FIZZ_MESSAGES.notFound, 404);
    }
    const text = decodePreviewText(String(params.text));
    if (text === null) throw fail(FIZZ_MESSAGES.badPreviewText);
    const theme = s.themes.find((t) => t.themeId === anim.themeId);
    const svg = previewSvg({ color: theme?.bgColor ?? '', index, count: anim.previewImageCount, text, slug: anim.slug });
    return new HttpResponse(svg, {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  }),

  // POST /rest/fizz : create
  http.post(rest('/fizz'), async ({ request }) => {
    const session = sessionOf(request);
    if (!session) throw fail(FIZZ_MESSAGES.noSession, 403);
    const body = await readJson(request, createGreetingBodySchema);
    const user = userOf(request);
    const s = getDb();
    const anim = findAnimation(s, body.themeAnimation);
    const specialFields = fillTemplate(templateOf(s, anim.id), body.specialFields);
    const card = body.qrKey ? s.qrCards.find((c) => c.qrKey.toLowerCase() === body.qrKey?.toLowerCase()) : undefined;
    if (body.qrKey) {
      if (!user) throw fail(FIZZ_MESSAGES.noSession, 403);
      if (!card) throw fail(FIZZ_MESSAGES.cardNotFound, 404);
      if (card.ownerId !== null && card.ownerId !== user.id) throw fail(FIZZ_MESSAGES.cardOtherOwner);
      // a single card edits its one greeting (the scan sends the owner there); it is not re-pointed
      if (!card.isBoxSet && card.fizzId !== null) throw fail(FIZZ_MESSAGES.cardTaken);
    }
    const theme = s.themes.find((t) => t.themeId === anim.themeId);
    // titled by its own text ('Happy 80th, Grandma Rose!'), else the template's name
    const name = greetingTitleOf(specialFields) ?? anim.name;
    const id = updateDb((db) => {
      const newId = nextId(db, 'fizz');
      const linksCard = card && !card.isBoxSet;
      const row = newFizzRow({
        id: newId,
        ownerId: user?.id ?? null,
        creatorSessionId: session.id,
        name,
        title: name,
        img: anim.img,
        isPhysical: Boolean(linksCard),
        price: linksCard ? 0 : anim.price,
        sku: linksCard ? card.sku : anim.sku,
        themeName: theme?.name ?? '',
        themeId: anim.themeId,
        taId: anim.id,
        uuid: newUuid(),
        inviteCode: newUuid(),
        message: inviteMessage(name),
        specialFields,
        musicId: db.settings.defaultMusicId,
        linkedQrKeys: linksCard ? [card.qrKey] : [],
      });
      db.fizzes.push(row);
      // the user takes the card; a single card gets the greeting (a boxed set is linked when finished)
      if (card && user) {
        const refused = claimQrCard(db, card.qrKey, user.id, newId);
        if (refused) {
          db.fizzes = db.fizzes.filter((f) => f.id !== newId);
          throw fail(refused);
        }
      }
      return newId;
    });
    return ok<z.input<typeof greetingIdResponseSchema>>({ id });
  }),

  // GET /rest/fizz/list : the user's projects and cards without a project (before /fizz/:id)
  http.get(rest('/fizz/list'), ({ request }) => {
    const user = requireUser(request);
    const s = getDb();
    const items = s.fizzes
      .filter((f) => f.ownerId === user.id && !f.isThankyou)
      .map((f) => updateDb(() => (syncPipeline(f), f)))
      .sort((a, b) => b.fizzCreated.localeCompare(a.fizzCreated) || b.id - a.id)
      .map((f) => listItem(request, f));
    const noFizzCards = s.qrCards
      .filter((c) => c.ownerId === user.id && c.fizzId === null && !c.isBoxSet)
      .map((c) => ({ qrKey: c.qrKey, image: c.image, createThemeAnimationId: c.createThemeAnimationId }));
    return ok<z.input<typeof greetingListResponseSchema>>({ items, noFizzCards });
  }),

  // GET /rest/fizz/{id}: one handler, three answers by ?screen= (?cache= and others are ignored):
  // inviteCode (the invite page), personalize (the text form), none (the purchase routing, part 2 §7)
  http.get(rest('/fizz/:fizzId'), ({ request, params }) => {
    const fizz = findFizz(numericParam(params.fizzId, 'Video Greeting'));
    const screen = new URL(request.url).searchParams.get('screen');
    if (screen === null) {
      requireOwner(request, fizz, { allowGuest: true }); // price and purchase state are the owner's
      return ok<z.input<typeof purchaseItemResponseSchema>>({ item: purchaseItem(fizz) });
    }
    if (screen !== 'inviteCode' && screen !== 'personalize') throw fail(FIZZ_MESSAGES.badScreen);
    requireOwner(request, fizz);
    return screen === 'inviteCode' ? inviteCodeAnswer(request, fizz) : personalizeAnswer(fizz);
  }),

  // PUT /rest/fizz/{id} : update the special fields (the design stays)
  http.put(rest('/fizz/:fizzId'), async ({ request, params }) => {
    const fizz = findFizz(numericParam(params.fizzId, 'Video Greeting'));
    requireOwner(request, fizz);
    requireEditable(fizz);
    const body = await readJson(request, updateGreetingBodySchema);
    if (body.themeAnimation != null && Number(body.themeAnimation) !== fizz.taId) throw fail(FIZZ_MESSAGES.designFixed);
    const template = templateOf(getDb(), fizz.taId);
    const specialFields = fillTemplate(template.length ? template : fizz.specialFields, body.specialFields);
    updateDb((db) => {
      const row = db.fizzes.find((f) => f.id === fizz.id)!;
      const templateName = db.animations.find((a) => a.id === row.taId)?.name ?? row.name;
      // a title made from the text follows it (a name given another way stays), as does the invitation quoting it
      const madeFromText = row.name === (greetingTitleOf(row.specialFields) ?? templateName);
      row.specialFields = specialFields;
      if (!madeFromText) return;
      const name = greetingTitleOf(specialFields) ?? templateName;
      if (row.message === inviteMessage(row.name)) row.message = inviteMessage(name);
      row.name = row.title = name;
    });
    return ok<z.input<typeof greetingIdResponseSchema>>({ id: fizz.id });
  }),

  // DELETE /rest/fizz/{id}
  http.delete(rest('/fizz/:fizzId'), ({ request, params }) => {
    const fizz = findFizz(numericParam(params.fizzId, 'Video Greeting'));
    requireOwner(request, fizz);
    if (fizz.hasPaid) throw fail(FIZZ_MESSAGES.deletePaid);
    requireEditable(fizz);
    if (fizz.hideDelete) throw fail(FIZZ_MESSAGES.deleteHidden);
    updateDb((db) => {
      db.fizzes = db.fizzes.filter((f) => f.id !== fizz.id);
      db.clips = db.clips.filter((c) => c.fizzId !== fizz.id);
      for (const card of db.qrCards) if (card.fizzId === fizz.id) card.fizzId = null;
    });
    return ok();
  }),

  // POST /rest/tracking/best/invite-intent?fizzId= {value}
  http.post(rest('/tracking/best/invite-intent'), async ({ request }) => {
    const fizzId = numericParam(new URL(request.url).searchParams.get('fizzId'), 'Video Greeting');
    findFizz(fizzId);
    await readJson(request, inviteIntentBodySchema);
    return ok();
  }),
];
