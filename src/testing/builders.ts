// Test builders: put the fake server in the state a test needs through one small vocabulary
// (givenGreeting, givenClip, givenComment, ...) instead of writing into its db rows by hand, and
// make upload files whose bytes are what they claim (the fake server checks leading bytes).
import { media } from '#mocks/db/seed/media';
import { DEMO_USER_ID, GUEST_SESSION_ID } from '#mocks/db/seed/users';
import { newFizzRow as newGreetingRow } from '#mocks/db/rows';
import { getDb, newUuid, nextId, putBlob, updateDb } from '#mocks/db/store';
import {
  FizzStatus as GreetingStatus,
  type AnimationLandingRow,
  type AnimationRow,
  type CampaignKey,
  type CampaignRow,
  type ClipRow,
  type CommentRow,
  type FizzRow as GreetingRow,
  type FreeGreetingOfferRow,
  type MusicRow,
  type QrCardRow,
  type SessionRow,
  type ShareOfferRow,
  type SpecialFieldTemplateRow,
  type ThemeRow,
  type TutorialRow,
  type UserRow,
} from '#mocks/db/types';
import { mediaUrl } from '#mocks/uploads';
import { leftOutMessage } from '#mocks/videoReport';

/** The seeded demo greetings (docs/fake-server.md "Demo fixtures"). */
export const GREETINGS = { inProgress: 1001, finished: 1002, paid: 1003, card: 1004 } as const;

// ---------------------------------------------------------------- the fake server's state

/**
 * A seeded greeting (default 1001, the demo's greeting in progress) with these fields changed:
 * `givenGreeting({ currentStep: 1 })`, `givenGreeting({ isLocked: true }, GREETINGS.paid)`.
 */
export function givenGreeting(patch: Partial<Omit<GreetingRow, 'id'>> = {}, id: number = GREETINGS.inProgress): GreetingRow {
  return updateDb((s) => {
    const row = s.fizzes.find((f) => f.id === id);
    if (!row) throw new Error(`givenGreeting: there is no greeting ${id} in the fake server`);
    return Object.assign(row, patch);
  });
}

/**
 * A greeting made without an account: no owner, made in the seeded anonymous guest's session
 * (sess-guest). Start that session in the browser with startGuestSession().
 */
export function givenGuestGreeting(id: number): GreetingRow {
  return givenGreeting({ ownerId: null, creatorSessionId: GUEST_SESSION_ID }, id);
}

/**
 * A greeting whose video the pipeline has made: `bytes` stored as its file (named `name`), the
 * greeting completed and pointing at it. Answers the file's URL.
 */
export async function givenFinishedVideo(id: number, bytes: Uint8Array, name = 'Greeting.mp4'): Promise<string> {
  const mediaId = newUuid();
  await putBlob(mediaId, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'video/mp4' }));
  return updateDb((s) => {
    s.media[mediaId] = { id: mediaId, type: 'video/mp4', size: bytes.length, name };
    const row = s.fizzes.find((f) => f.id === id)!;
    row.video = mediaUrl(mediaId);
    row.status =
      (row.status & ~(GreetingStatus.inQueue | GreetingStatus.inProcess | GreetingStatus.inError)) | GreetingStatus.completed;
    return row.video;
  });
}

/** The pipeline's bits of a status replaced by `bit` (completed, in error…). */
const withPipeline = (status: number, bit: number) =>
  (status & ~(GreetingStatus.completed | GreetingStatus.inQueue | GreetingStatus.inProcess | GreetingStatus.inError)) | bit;

/** A greeting whose video the pipeline could not make: in error, no file, and the renderer's reason. */
export function givenFailedVideo(id: number, message = "The video couldn't be made. Please try again."): GreetingRow {
  return updateDb((s) => {
    const row = s.fizzes.find((f) => f.id === id)!;
    Object.assign(row, { video: null, renderMessage: message, renderSkipped: null, finalizedAt: Date.now() });
    row.status = withPipeline(row.status, GreetingStatus.inError);
    return row;
  });
}

/** A finished greeting whose video is being made: no file yet, in process, finished just now. */
export function givenVideoInProcess(id: number): GreetingRow {
  return updateDb((s) => {
    const row = s.fizzes.find((f) => f.id === id)!;
    Object.assign(row, { video: null, finalizedAt: Date.now() });
    row.status = withPipeline(row.status, GreetingStatus.inProcess);
    return row;
  });
}

/**
 * A finished video that left out these clips (by id) and, when `intro`, the intro animation: what
 * the pipeline keeps when media cannot be decoded, with the message it keeps beside it.
 */
export function givenLeftOutClips(id: number, clipIds: number[], intro = false): GreetingRow {
  return updateDb((s) => {
    const row = s.fizzes.find((f) => f.id === id)!;
    row.renderSkipped = { intro, clipIds };
    row.renderMessage = leftOutMessage(s, row);
    return row;
  });
}

/** A new greeting: the demo user's, digital, unlocked and without clips unless `patch` says otherwise. */
export function givenNewGreeting(patch: Partial<GreetingRow> = {}): GreetingRow {
  return updateDb((s) => {
    const id = patch.id ?? nextId(s, 'fizz');
    const animation = s.animations.find((a) => a.id === (patch.taId ?? s.animations[0].id)) ?? s.animations[0];
    const name = patch.name ?? `Test greeting ${id}`;
    const row = newGreetingRow({
      id,
      ownerId: DEMO_USER_ID,
      name,
      title: name,
      img: animation.img,
      taId: animation.id,
      themeId: animation.themeId,
      themeName: s.themes.find((t) => t.themeId === animation.themeId)?.name ?? '',
      sku: animation.sku,
      price: animation.price,
      uuid: newUuid(),
      inviteCode: `inv-${id}`,
      message: `Please add a photo or a short video to "${name}"!`,
      specialFields: [],
      musicId: s.settings.defaultMusicId,
      ...patch,
    });
    s.fizzes.push(row);
    return row;
  });
}

/** A clip added at the end of a greeting: a photo unless `patch` says otherwise. */
export function givenClip(greetingId: number, patch: Partial<ClipRow> = {}): ClipRow {
  return updateDb((s) => {
    const index = s.clips.filter((c) => c.fizzId === greetingId).reduce((max, c) => Math.max(max, c.index + 1), 0);
    const isImage = patch.isImage ?? true;
    const row: ClipRow = {
      id: nextId(s, 'clip'),
      fizzId: greetingId,
      isImage,
      image: isImage ? media.photo(1) : media.clipMp4Poster,
      video: isImage ? null : media.clipMp4,
      introVid: false,
      caption: '',
      audio_option: 0,
      index,
      addedBy: 'owner',
      mediaId: null,
      trimStart: null,
      trimEnd: null,
      micVol: null,
      createdAt: new Date().toISOString(),
      ...patch,
    };
    s.clips.push(row);
    return row;
  });
}

/** The clips of a greeting, in order, as the fake server holds them. */
export function clipsOf(greetingId: number): ClipRow[] {
  return getDb()
    .clips.filter((c) => c.fizzId === greetingId)
    .sort((a, b) => a.index - b.index);
}

/** A comment on a viewable greeting (default the paid demo greeting 'vid-1003'), dated now. */
export function givenComment(patch: Partial<CommentRow> = {}): CommentRow {
  return updateDb((s) => {
    const id = patch.id ?? nextId(s, 'comment');
    const row: CommentRow = {
      id,
      uuid: `cmt-${id}`,
      fizzUuid: 'vid-1003',
      parentUuid: null,
      firstName: 'Test',
      lastName: 'Commenter',
      body: 'A test comment.',
      createdAt: new Date().toISOString(),
      ...patch,
    };
    s.comments.push(row);
    return row;
  });
}

/** An account with no greetings and no cards (default the demo user): the empty list. */
export function givenNoGreetings(userId: number = DEMO_USER_ID): void {
  updateDb((s) => {
    s.fizzes = s.fizzes.filter((f) => f.ownerId !== userId);
    s.qrCards = s.qrCards.filter((c) => c.ownerId !== userId);
  });
}

/** A greeting with no clips at all (its intro only). */
export function givenNoClips(greetingId: number): void {
  updateDb((s) => {
    s.clips = s.clips.filter((c) => c.fizzId !== greetingId);
  });
}

/** The one row of `rows` that `matches`, with `patch` applied; a row the seed lacks is the test's mistake. */
function patchRow<T extends object>(rows: T[], matches: (row: T) => boolean, patch: NoInfer<Partial<T>>, what: string): T {
  const row = rows.find(matches);
  if (!row) throw new Error(`${what}: there is no such row in the fake server`);
  return Object.assign(row, patch);
}

// ---------------------------------------------------------------- accounts and sessions

/** An account (default the demo user) with these fields changed: `givenUser({ claimedOffers: ['share-2'] })`. */
export function givenUser(patch: Partial<Omit<UserRow, 'id'>>, id: number = DEMO_USER_ID): UserRow {
  return updateDb((s) => patchRow(s.users, (u) => u.id === id, patch, `givenUser(${id})`));
}

/**
 * A session the fake server knows, anonymous unless `patch` gives a userId (an invitee's: with
 * inviteFizzId and contact). Start it in the browser with startSession(row.id, signedIn).
 */
export function givenSession(patch: Partial<SessionRow> = {}): SessionRow {
  return updateDb((s) => {
    const row: SessionRow = { id: `sess-test-${newUuid()}`, userId: null, createdAt: new Date().toISOString(), ...patch };
    s.sessions.push(row);
    return row;
  });
}

// ---------------------------------------------------------------- offers and campaigns

/** An offer's fields to change; `ui` is merged into the offer's own, so a test names only what it changes. */
type OfferPatch<T extends { ui: object }> = Partial<Omit<T, 'id' | 'kind' | 'ui'>> & { ui?: Partial<T['ui']> };

function patchOffer<T extends { ui: object }>(row: T, { ui, ...rest }: OfferPatch<T>): T {
  return Object.assign(row, rest, ui ? { ui: { ...row.ui, ...ui } } : {});
}

/** The seeded free-greeting offer (the offer account's, sess-offer) with these fields changed. */
export function givenFreeOffer(patch: OfferPatch<FreeGreetingOfferRow>): FreeGreetingOfferRow {
  return updateDb((s) => {
    const row = s.offers.find((o): o is FreeGreetingOfferRow => o.kind === 'free-greeting');
    if (!row) throw new Error('givenFreeOffer: there is no free-greeting offer in the fake server');
    return patchOffer(row, patch);
  });
}

/**
 * The share offer a greeting's recipient page shows (default the paid demo greeting 1003's) with
 * these fields changed: `givenShareOffer({ ui: { isPopup: true } })`.
 */
export function givenShareOffer(patch: OfferPatch<ShareOfferRow>, greetingId: number = GREETINGS.paid): ShareOfferRow {
  return updateDb((s) => {
    const row = s.offers.find((o): o is ShareOfferRow => o.kind === 'share' && o.fizzId === greetingId);
    if (!row) throw new Error(`givenShareOffer: there is no share offer on greeting ${greetingId} in the fake server`);
    return patchOffer(row, patch);
  });
}

/** A campaign (/free-{key}, default free-july) with these fields changed. */
export function givenCampaign(patch: Partial<Omit<CampaignRow, 'key'>>, key: CampaignKey = 'free-july'): CampaignRow {
  return updateDb((s) => Object.assign(s.campaigns[key], patch));
}

// ---------------------------------------------------------------- cards

/** A seeded QR card or boxed set with these fields changed: `givenQrCard({ fizzId: 1003 }, 'QR-BOX')`. */
export function givenQrCard(patch: Partial<Omit<QrCardRow, 'qrKey'>>, qrKey: string): QrCardRow {
  return updateDb((s) => patchRow(s.qrCards, (c) => c.qrKey === qrKey, patch, `givenQrCard(${qrKey})`));
}

/**
 * A boxed set (default QR-BOX) linked to a greeting the way POST /rest/qr/box-set-link links it:
 * every card of the box plays it, and the greeting is a boxed set's that knows the card.
 */
export function givenLinkedBoxSet(greetingId: number, qrKey = 'QR-BOX'): QrCardRow {
  return updateDb((s) => {
    const card = patchRow(s.qrCards, (c) => c.qrKey === qrKey, { fizzId: greetingId }, `givenLinkedBoxSet(${qrKey})`);
    const greeting = patchRow(s.fizzes, (f) => f.id === greetingId, { isQRBoxSet: true }, `givenLinkedBoxSet(${greetingId})`);
    if (!greeting.linkedQrKeys.includes(qrKey)) greeting.linkedQrKeys.push(qrKey);
    return card;
  });
}

// ---------------------------------------------------------------- the catalog

/** A theme (an occasion) with these fields changed. */
export function givenTheme(patch: Partial<Omit<ThemeRow, 'themeId'>>, themeId: number): ThemeRow {
  return updateDb((s) => patchRow(s.themes, (t) => t.themeId === themeId, patch, `givenTheme(${themeId})`));
}

/** No themes at all: the occasions list is empty. */
export function givenNoThemes(): void {
  updateDb((s) => {
    s.themes = [];
  });
}

/** An occasion with no designs: theme `themeId`'s animations gone. */
export function givenNoAnimations(themeId: number): void {
  updateDb((s) => {
    s.animations = s.animations.filter((a) => a.themeId !== themeId);
  });
}

/** The landing page's designs (its 'Find the perfect design' rows) gone. */
export function givenNoLandingDesigns(): void {
  updateDb((s) => {
    s.projectLanding = [];
  });
}

/** No sample videos ('Make it a group surprise!'). */
export function givenNoSampleVideos(): void {
  updateDb((s) => {
    s.sampleVideos = [];
  });
}

/** No tutorial videos. */
export function givenNoTutorials(): void {
  updateDb((s) => {
    s.tutorials = [];
  });
}

/** A theme animation (a design) with these fields changed. */
export function givenAnimation(patch: Partial<Omit<AnimationRow, 'id'>>, id: number): AnimationRow {
  return updateDb((s) => patchRow(s.animations, (a) => a.id === id, patch, `givenAnimation(${id})`));
}

/** An animation's personalise form with these fields changed: `givenFieldTemplate({ groups }, 101)`. */
export function givenFieldTemplate(
  patch: Partial<Omit<SpecialFieldTemplateRow, 'animationId'>>,
  animationId: number,
): SpecialFieldTemplateRow {
  return updateDb((s) =>
    patchRow(s.specialFieldTemplates, (t) => t.animationId === animationId, patch, `givenFieldTemplate(${animationId})`),
  );
}

/** A theme-animation landing page (/video-greeting/{slug}) with these fields changed. */
export function givenAnimationLanding(patch: Partial<Omit<AnimationLandingRow, 'slug'>>, slug: string): AnimationLandingRow {
  return updateDb((s) => patchRow(s.animationLandings, (l) => l.slug === slug, patch, `givenAnimationLanding(${slug})`));
}

/** A music track with these fields changed. */
export function givenMusicTrack(patch: Partial<Omit<MusicRow, 'id'>>, id: number): MusicRow {
  return updateDb((s) => patchRow(s.music, (m) => m.id === id, patch, `givenMusicTrack(${id})`));
}

/** A tutorial with these fields changed. */
export function givenTutorial(patch: Partial<Omit<TutorialRow, 'id'>>, id: number): TutorialRow {
  return updateDb((s) => patchRow(s.tutorials, (t) => t.id === id, patch, `givenTutorial(${id})`));
}

// ---------------------------------------------------------------- upload files

/**
 * Leading bytes of each format the fake server takes (mocks/mediaCheck.ts), padded to a few hundred
 * bytes. Photos carry a header that says their size (1 × 1), as preparing them on the device reads
 * it (src/media/prepare/imageHeader.ts): JPEG's APP0 and SOF0, PNG's IHDR, GIF's screen.
 */
export const JPEG_HEADER = [
  ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
  ...[0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x01, 0x00, 0x01, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01],
] as const;
const MAGIC = {
  jpeg: JPEG_HEADER,
  png: [
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...[
      0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00,
      0x00,
    ],
  ],
  gif: [...[...'GIF89a'].map((c) => c.charCodeAt(0)), 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00],
  mp4: [0x00, 0x00, 0x00, 0x20, ...'ftypisom'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)),
  mov: [0x00, 0x00, 0x00, 0x14, ...'ftypqt  '].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)),
  webm: [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01],
} as const;

function fileOf(magic: readonly number[], name: string, type: string, size = 256): File {
  const bytes = new Uint8Array(Math.max(size, magic.length));
  bytes.set(magic);
  return new File([bytes], name, { type });
}

export const jpegFile = (name = 'photo.jpg', size?: number) => fileOf(MAGIC.jpeg, name, 'image/jpeg', size);
export const pngFile = (name = 'photo.png', size?: number) => fileOf(MAGIC.png, name, 'image/png', size);
export const gifFile = (name = 'photo.gif', size?: number) => fileOf(MAGIC.gif, name, 'image/gif', size);
export const mp4File = (name = 'clip.mp4', size?: number) => fileOf(MAGIC.mp4, name, 'video/mp4', size);
export const movFile = (name = 'clip.mov', size?: number) => fileOf(MAGIC.mov, name, 'video/quicktime', size);
export const webmFile = (name = 'clip.webm', size?: number) => fileOf(MAGIC.webm, name, 'video/webm', size);
/** Text pretending to be a photo: the fake server refuses it whatever its name and type say. */
export const textFile = (name = 'notes.txt', type = 'text/plain') => new File(['just some text'], name, { type });
