import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseState, SEED_VERSION, seedShape } from './persistence';
import { createSeed } from './seed';
import { getBlob, getDb, newUuid, nextId, putBlob, resetDb, updateDb } from './store';
import { FizzStatus, type DbState } from './types';

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../public');

const fizz = (s: DbState, id: number) => {
  const row = s.fizzes.find((f) => f.id === id);
  if (!row) throw new Error(`fizz ${id} missing`);
  return row;
};
const card = (s: DbState, qrKey: string) => {
  const row = s.qrCards.find((c) => c.qrKey === qrKey);
  if (!row) throw new Error(`card ${qrKey} missing`);
  return row;
};
const clipsOf = (s: DbState, fizzId: number) => s.clips.filter((c) => c.fizzId === fizzId);

function mediaUrls(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) out.push(value);
  } else if (Array.isArray(value)) {
    value.forEach((v) => mediaUrls(v, out));
  } else if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach((v) => mediaUrls(v, out));
  }
  return out;
}

function dirSize(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const path = join(dir, name);
    const stat = statSync(path);
    return sum + (stat.isDirectory() ? dirSize(path) : stat.size);
  }, 0);
}

beforeEach(() => resetDb());

describe('demo fixtures', () => {
  it('has the three accounts with the demo password', () => {
    const users = getDb().users.map(({ id, email, password }) => ({ id, email, password }));
    expect(users).toEqual([
      { id: 1, email: 'demo@example.com', password: 'demo1234' },
      { id: 2, email: 'offer@example.com', password: 'demo1234' },
      { id: 3, email: 'sam@example.com', password: 'demo1234' },
    ]);
    expect(getDb().users.find((u) => u.id === 3)).toMatchObject({ firstName: 'Sam', lastName: 'Other' });
  });

  it('has a ready-made session per account and an anonymous one', () => {
    expect(getDb().sessions.map(({ id, userId }) => ({ id, userId }))).toEqual([
      { id: 'sess-demo', userId: 1 },
      { id: 'sess-offer', userId: 2 },
      { id: 'sess-sam', userId: 3 },
      { id: 'sess-guest', userId: null },
    ]);
  });

  it('gives the offer account an active free-greeting offer of 7 days', () => {
    const s = getDb();
    expect(s.users.find((u) => u.id === 2)?.hasOffer).toBe(true);
    const offer = s.offers.find((o) => o.kind === 'free-greeting' && o.userId === 2);
    expect(offer).toMatchObject({ offerExpiresInDays: 7, claimed: false });
  });

  it('keeps the expiry out of every offer text: the pages show it once, from offerExpiresInDays/expiresInDays', () => {
    const texts = getDb().offers.flatMap((o) => Object.values(o.ui).filter((v): v is string => typeof v === 'string'));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => /\bexpir|\bends?\b|\b\d+\s*days?\b/i.test(t))).toEqual([]);
  });

  it('gives the demo account greetings 1001-1004 and the others to Sam', () => {
    const s = getDb();
    expect(s.fizzes.filter((f) => f.ownerId === 1).map((f) => f.id)).toEqual([1001, 1002, 1003, 1004]);
    expect(s.fizzes.filter((f) => f.ownerId === 3).map((f) => f.id)).toEqual([1005, 1006]);
  });

  it('has 1001 in progress with photos, a video and music', () => {
    const s = getDb();
    const f = fizz(s, 1001);
    expect(f).toMatchObject({ isLocked: false, isPhysical: false, currentStep: 3, inviteCode: 'inv-1001' });
    expect(f.status & FizzStatus.completed).toBe(0);
    const clips = clipsOf(s, 1001);
    expect(clips.length).toBeGreaterThanOrEqual(4);
    expect(clips.some((c) => c.isImage && c.video === null)).toBe(true);
    expect(clips.some((c) => !c.isImage && c.video !== null)).toBe(true);
    expect(clips.map((c) => c.index)).toEqual(clips.map((_, i) => i));
    const track = s.music.find((m) => m.id === f.musicId);
    expect(track?.url).toBeTruthy();
    expect(clips.some((c) => c.id === f.newestActorVideoId && c.addedBy === 'invitee')).toBe(true);
  });

  it('has 1002 finished but not paid', () => {
    const f = fizz(getDb(), 1002);
    expect(f).toMatchObject({ isLocked: true, shareUrl: null, hasPaid: false, isFree: false, inviteCode: 'inv-1002' });
    expect(f.price).toBeGreaterThan(0);
    expect(f.status & FizzStatus.completed).toBe(FizzStatus.completed);
  });

  it('has 1003 finished and paid, with stats, comments, likes, views and an offer', () => {
    const s = getDb();
    const f = fizz(s, 1003);
    expect(f).toMatchObject({ isLocked: true, hasPaid: true, uuid: 'vid-1003', showVideoStats: true, showComments: true });
    expect(f.shareUrl).toBe('/vid/vid-1003');
    expect(f.downloadUrl).toBeTruthy();
    const comments = s.comments.filter((c) => c.fizzUuid === 'vid-1003');
    const roots = comments.filter((c) => c.parentUuid === null);
    expect(roots).toHaveLength(3);
    const replyCounts = roots.map((r) => comments.filter((c) => c.parentUuid === r.uuid).length);
    expect(replyCounts).toEqual([2, 0, 0]);
    expect(s.likes.filter((l) => l.fizzUuid === 'vid-1003').length).toBeGreaterThan(0);
    expect(s.views.find((v) => v.fizzUuid === 'vid-1003')?.count).toBeGreaterThan(0);
    expect(s.offers.some((o) => o.kind === 'share' && o.fizzId === 1003)).toBe(true);
  });

  it('has 1004 as a finished physical card linked to QR-OWNED', () => {
    const s = getDb();
    const f = fizz(s, 1004);
    expect(f).toMatchObject({ isPhysical: true, isLocked: true, linkedQrKeys: ['QR-OWNED'] });
    expect(f.status & FizzStatus.completed).toBe(FizzStatus.completed);
    expect(card(s, 'QR-OWNED')).toMatchObject({ ownerId: 1, fizzId: 1004, isBoxSet: false });
  });

  it('has the playlist and charity banner viewers', () => {
    const s = getDb();
    expect(fizz(s, 1005)).toMatchObject({ uuid: 'vid-playlist', showMultiPlayer: true, hasPaid: true });
    expect(clipsOf(s, 1005).filter((c) => c.video !== null)).toHaveLength(5);
    expect(fizz(s, 1006)).toMatchObject({ uuid: 'vid-komen', bannerType: 'komen', hasPaid: true });
  });

  it('has the QR cards and boxed sets', () => {
    const s = getDb();
    expect(card(s, 'QR-NEW')).toMatchObject({ ownerId: null, fizzId: null, isBoxSet: false });
    expect(card(s, 'QR-OTHER')).toMatchObject({ ownerId: 3, isBoxSet: false });
    expect(card(s, 'QR-BOX')).toMatchObject({ ownerId: 1, isBoxSet: true });
    expect(card(s, 'QR-BOX-NEW')).toMatchObject({ ownerId: null, fizzId: null, isBoxSet: true });
    const unassigned = card(s, 'QR-DEMO-UNASSIGNED');
    expect(unassigned).toMatchObject({ ownerId: 1, fizzId: null });
    expect(s.animations.some((a) => a.id === unassigned.createThemeAnimationId)).toBe(true);
    for (const c of s.qrCards) {
      expect(s.animations.some((a) => a.id === c.createThemeAnimationId)).toBe(true);
    }
  });

  it('has the campaigns, two running and one over', () => {
    const { campaigns } = getDb();
    expect(campaigns['free-july'].isOver).toBe(false);
    expect(campaigns['free-adobe'].isOver).toBe(false);
    expect(campaigns['free-hmkhq-event'].isOver).toBe(true);
    for (const c of Object.values(campaigns)) {
      expect(c.headline && c.body && c.btnText && c.limitText).toBeTruthy();
      expect(c.expiredHeadline && c.expiredBody).toBeTruthy();
    }
  });

  it('has the password and view-alert links', () => {
    const { otps } = getDb();
    expect(otps).toContainEqual({ otp: 'otp-demo', kind: 'password', userId: 1, fizzId: null, expired: false });
    expect(otps.find((o) => o.otp === 'otp-expired')?.expired).toBe(true);
    expect(otps).toContainEqual({ otp: 'otp-demo', kind: 'view-alert', userId: 1, fizzId: 1004, expired: false });
  });
});

describe('seed invariants', () => {
  it('has at least 6 themes with at least 4 animations each', () => {
    const { themes, animations } = getDb();
    expect(themes.length).toBeGreaterThanOrEqual(6);
    for (const t of themes) {
      expect(animations.filter((a) => a.themeId === t.themeId).length).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(animations.map((a) => a.id)).size).toBe(animations.length);
    expect(new Set(animations.map((a) => a.slug)).size).toBe(animations.length);
    expect(animations.some((a) => a.oldPrice !== null && a.oldPrice > a.price)).toBe(true);
  });

  it('gives every animation special fields (required and optional), a landing record and 1-3 previews', () => {
    const s = getDb();
    for (const a of s.animations) {
      const items = s.specialFieldTemplates.find((t) => t.animationId === a.id)?.groups.flatMap((g) => g.items) ?? [];
      expect(items.some((i) => i.required)).toBe(true);
      expect(items.some((i) => !i.required)).toBe(true);
      expect(s.animationLandings.filter((l) => l.slug === a.slug && l.id === a.id)).toHaveLength(1);
      expect(a.previewImageCount).toBeGreaterThanOrEqual(1);
      expect(a.previewImageCount).toBeLessThanOrEqual(3);
    }
  });

  it('has at least 8 tracks in 3 categories, a no-music option, a hidden option and a valid default', () => {
    const { music, settings } = getDb();
    const tracks = music.filter((m) => m.id > 0);
    expect(tracks.length).toBeGreaterThanOrEqual(8);
    expect(tracks.every((m) => m.url !== null && / - /.test(m.name))).toBe(true);
    expect(new Set(tracks.map((m) => m.name.split(' - ')[0])).size).toBeGreaterThanOrEqual(3);
    expect(music.find((m) => m.id === 0)).toMatchObject({ url: null });
    expect(music.some((m) => m.id === -2)).toBe(true);
    expect(tracks.some((m) => m.id === settings.defaultMusicId)).toBe(true);
  });

  it('has sample videos, tutorials and landing rows', () => {
    const s = getDb();
    expect(s.sampleVideos.length).toBeGreaterThanOrEqual(3);
    expect(s.tutorials.length).toBeGreaterThanOrEqual(4);
    expect(s.projectLanding.length).toBe(s.themes.length);
    expect(s.projectLanding.every((r) => r.animationIds.length >= 1 && r.animationIds.length <= 4)).toBe(true);
  });

  it('links every greeting to a real animation and theme', () => {
    const s = getDb();
    for (const f of s.fizzes) {
      const anim = s.animations.find((a) => a.id === f.taId);
      expect(anim?.themeId).toBe(f.themeId);
      expect(s.themes.find((t) => t.themeId === f.themeId)?.name).toBe(f.themeName);
    }
    expect(new Set(s.fizzes.map((f) => f.uuid)).size).toBe(s.fizzes.length);
    expect(new Set(s.fizzes.map((f) => f.inviteCode)).size).toBe(s.fizzes.length);
  });

  it('points every media URL at a file under public/', () => {
    const urls = [...new Set(mediaUrls(getDb()))];
    expect(urls.length).toBeGreaterThan(20);
    const missing = urls.filter((u) => !existsSync(join(PUBLIC_DIR, u)));
    expect(missing).toEqual([]);
  });

  it('keeps public/ under 12 MB', () => {
    expect(dirSize(PUBLIC_DIR)).toBeLessThan(12 * 1024 * 1024);
  });

  it('is plain JSON', () => {
    const s = getDb();
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('store', () => {
  it('applies updates and restores the seed on reset', () => {
    const name = updateDb((s) => {
      fizz(s, 1001).name = 'Renamed';
      s.fizzes.splice(
        s.fizzes.findIndex((f) => f.id === 1002),
        1,
      );
      return fizz(s, 1001).name;
    });
    expect(name).toBe('Renamed');
    expect(fizz(getDb(), 1001).name).toBe('Renamed');
    expect(getDb().fizzes.some((f) => f.id === 1002)).toBe(false);
    resetDb();
    expect(fizz(getDb(), 1001).name).toBe("Alex's Birthday");
    expect(getDb().fizzes.some((f) => f.id === 1002)).toBe(true);
  });

  it('hands out increasing ids above the seeded ones and resets the counters', () => {
    const s = getDb();
    const first = updateDb((db) => nextId(db, 'fizz'));
    const second = updateDb((db) => nextId(db, 'fizz'));
    expect(first).toBeGreaterThan(Math.max(...s.fizzes.map((f) => f.id)));
    expect(second).toBe(first + 1);
    const clipId = updateDb((db) => nextId(db, 'clip'));
    expect(clipId).toBeGreaterThan(Math.max(...s.clips.map((c) => c.id)));
    expect(updateDb((db) => nextId(db, 'comment'))).toBeGreaterThan(Math.max(...s.comments.map((c) => c.id)));
    expect(updateDb((db) => nextId(db, 'user'))).toBe(4);
    expect(updateDb((db) => nextId(db, 'media'))).toBe(1);
    resetDb();
    expect(updateDb((db) => nextId(db, 'fizz'))).toBe(first);
  });

  it('stores blobs in memory and forgets them on reset', async () => {
    await putBlob('m-1', new Blob(['hello'], { type: 'text/plain' }));
    const blob = await getBlob('m-1');
    expect(blob?.type).toBe('text/plain');
    expect(await blob?.text()).toBe('hello');
    expect(await getBlob('nope')).toBeUndefined();
    resetDb();
    expect(await getBlob('m-1')).toBeUndefined();
  });

  it('makes distinct v4 uuids', () => {
    const a = newUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newUuid()).not.toBe(a);
  });
});

describe('persisted state', () => {
  const stamp = { version: SEED_VERSION, shape: seedShape(createSeed()) };
  const stored = (value: unknown) => JSON.stringify(value);

  it('is used only when it has the current seed version and shape', () => {
    const state = getDb();
    expect(parseState(stored({ ...stamp, state }), stamp)).toEqual({ kind: 'current', state });
  });

  it.each([
    ['an older seed version', () => ({ ...stamp, version: SEED_VERSION - 1, state: getDb() })],
    ['the first seed (no shape stored)', () => ({ version: 1, state: getDb() })],
    ['another seed shape', () => ({ ...stamp, shape: 'fizzes[id,name]', state: getDb() })],
    ['no state', () => ({ ...stamp })],
  ])('%s is stale', (_name, value) => {
    expect(parseState(stored(value()), stamp)).toEqual({ kind: 'stale' });
  });

  it('unreadable JSON is stale; nothing stored is none', () => {
    expect(parseState('not json', stamp)).toEqual({ kind: 'stale' });
    expect(parseState(null, stamp)).toEqual({ kind: 'none' });
  });

  it("the seed's shape names each collection and its rows' fields", () => {
    const shape = seedShape(createSeed());
    expect(shape).toContain('fizzes[');
    expect(shape).toMatch(/clips\[[^\]]*audio_option[^\]]*\]/);
    const changed = createSeed();
    (changed.fizzes[0] as unknown as Record<string, unknown>).newField = 1;
    expect(seedShape(changed)).not.toBe(shape);
  });
});
