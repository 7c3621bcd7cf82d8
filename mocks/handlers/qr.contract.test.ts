import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { getBoxSetAdd, getBoxSetList, getBoxSetPreview, linkBoxSet, scanQr } from '@/api/qr/requests';
import { boxSetLinkSchema } from '@/api/qr/schemas';
import { getSessionId, isSignedIn, startSession } from '@/shared/lib/session';
import { refusal } from '@/testing/contract';
import { signInAsDemo, signInAsOther } from '@/testing/sessions';
import { getDb, updateDb } from '../db/store';
import { NOT_SIGNED_IN } from '../http';
import { COMPLETED_MS } from '../pipeline';
import { CARD_NOT_FOUND, CARD_NOT_YOURS } from '../rules';
import { ALREADY_LINKED, LINK_NOT_FINISHED, MAX_QR_KEY_LENGTH, NOT_A_BOX_SET, NOT_LINKABLE } from './qr';

const card = (key: string) => getDb().qrCards.find((c) => c.qrKey === key)!;
const fizz = (id: number) => getDb().fizzes.find((f) => f.id === id)!;

describe('GET /rest/qr/{code}?auto-account=true', () => {
  it('sends the owner to edit the greeting their card is linked to', async () => {
    signInAsDemo();
    const data = await scanQr('QR-OWNED');
    expect(data).toMatchObject({
      qrKey: 'QR-OWNED',
      isQRCardOwner: true,
      editGreetingId: 1004,
      isBoxSet: false,
      isSignedIn: true,
      hasOwner: true,
      userEmail: 'demo@example.com',
      userHasBoxCards: true,
    });
    expect(data.sessionId).toBeUndefined();
    expect(data.shareUrl).toBe(`${window.location.origin}/vid/vid-1004`);
  });

  it('gives a visitor without a session a new anonymous session (kept, not signed in)', async () => {
    const data = await scanQr('QR-NEW');
    expect(data).toMatchObject({
      isQRCardOwner: false,
      editGreetingId: null,
      hasOwner: false,
      isSignedIn: false,
      createThemeAnimationId: 101,
    });
    expect(data.sessionId).toMatch(/^sess-anon-/);
    expect(getSessionId()).toBe(data.sessionId);
    expect(isSignedIn()).toBe(false);
    // the next scan reuses it
    expect((await scanQr('QR-NEW')).sessionId).toBeUndefined();
  });

  it('replaces a session the server no longer knows', async () => {
    startSession('sess-forgotten', false);
    const data = await scanQr('QR-NEW');
    expect(getSessionId()).toBe(data.sessionId);
  });

  it('tells a signed-in non-owner the card has another owner', async () => {
    signInAsDemo();
    expect(await scanQr('QR-OTHER')).toMatchObject({ hasOwner: true, isQRCardOwner: false, editGreetingId: null });
  });

  it('answers 404 with a message for an unknown code', async () => {
    const error = await refusal(scanQr('NO-SUCH-CARD'));
    expect([error.httpStatus, error.message]).toEqual([404, CARD_NOT_FOUND]);
  });

  it('does not look up a code longer than a card can have (404), however it is sent', async () => {
    const longest = 'Q'.repeat(MAX_QR_KEY_LENGTH);
    updateDb((s) => {
      s.qrCards.push({ ...card('QR-NEW'), qrKey: longest }, { ...card('QR-NEW'), qrKey: `${longest}X`, isBoxSet: true });
    });
    expect((await scanQr(longest)).qrKey).toBe(longest);
    const error = await refusal(scanQr(`${longest}X`));
    expect([error.httpStatus, error.message]).toEqual([404, CARD_NOT_FOUND]);
    expect((await refusal(getBoxSetAdd(`${longest}X`))).httpStatus).toBe(404);
    expect((await refusal(scanQr('X'.repeat(10_000)))).httpStatus).toBe(404);
  });
});

describe('GET /rest/qr/box-set-add?qrKey=', () => {
  it("answers the signed-in email, or '' for a visitor", async () => {
    expect(await getBoxSetAdd('QR-BOX-NEW')).toEqual({
      status: 'success',
      boxCardUserEmail: '',
      previousBoxCardGreetingId: null,
    });
    signInAsDemo();
    expect(await getBoxSetAdd('QR-BOX')).toMatchObject({ boxCardUserEmail: 'demo@example.com' });
  });

  it('refuses a single card, an unknown card and a set another account owns', async () => {
    signInAsOther();
    expect((await refusal(getBoxSetAdd('QR-NEW'))).message).toBe(NOT_A_BOX_SET);
    expect((await refusal(getBoxSetAdd('QR-NOPE'))).httpStatus).toBe(404);
    expect((await refusal(getBoxSetAdd('QR-BOX'))).message).toBe(CARD_NOT_YOURS);
  });
});

describe('GET /rest/qr/{qrKey}/box-set-preview/{fizzId}', () => {
  it('answers the greeting to link and whether it is done', async () => {
    signInAsDemo();
    expect(await getBoxSetPreview('QR-BOX', 1002)).toMatchObject({ newGreetingId: 1002, isDone: true });
    // a greeting never previewed starts processing here
    const data = await getBoxSetPreview('QR-BOX', 1001);
    expect([data.isDone, data.video]).toEqual([false, null]);
    expect(fizz(1001).finalizedAt).not.toBeNull();
  });

  it("refuses someone else's greeting and a visitor on an owned set", async () => {
    expect((await refusal(getBoxSetPreview('QR-BOX', 1002))).httpStatus).toBe(403);
    signInAsOther();
    expect((await refusal(getBoxSetPreview('QR-BOX-NEW', 1001))).message).toBe('This Video Greeting belongs to another account.');
  });
});

describe('POST /rest/qr/box-set-link/{fizzId}?qrKey=', () => {
  it('links a finished greeting: locked, a boxed-set greeting, shareable, the set owned', async () => {
    signInAsDemo();
    expect(await linkBoxSet('QR-BOX-NEW', 1002)).toEqual({ status: 'success', isLocked: true });
    expect(card('QR-BOX-NEW')).toMatchObject({ fizzId: 1002, ownerId: 1 });
    expect(fizz(1002)).toMatchObject({ isQRBoxSet: true, isLocked: true, shareUrl: '/vid/vid-1002' });
    // linking the same greeting again is fine; another one is refused (a linked set cannot be unlinked)
    await expect(linkBoxSet('QR-BOX-NEW', 1002)).resolves.toMatchObject({ isLocked: true });
    expect((await refusal(linkBoxSet('QR-BOX-NEW', 1003))).message).toBe(ALREADY_LINKED);
  });

  it('refuses a greeting that is not finished processing, then links it once done', async () => {
    signInAsDemo();
    await getBoxSetPreview('QR-BOX', 1001);
    expect((await refusal(linkBoxSet('QR-BOX', 1001))).message).toBe(LINK_NOT_FINISHED);
    updateDb(() => {
      fizz(1001).finalizedAt = Date.now() - COMPLETED_MS;
    });
    await expect(linkBoxSet('QR-BOX', 1001)).resolves.toMatchObject({ isLocked: true });
  });

  it("refuses a single card's greeting, in the preview and the link, and leaves the set unlinked", async () => {
    signInAsDemo();
    expect((await refusal(getBoxSetPreview('QR-BOX', 1004))).message).toBe(NOT_LINKABLE);
    expect((await refusal(linkBoxSet('QR-BOX', 1004))).message).toBe(NOT_LINKABLE);
    expect(card('QR-BOX').fizzId).toBeNull();
    expect(fizz(1004).isQRBoxSet).toBe(false);
  });

  it('refuses a body that names no card, or another card than the query', async () => {
    signInAsDemo();
    expect((await refusal(linkBoxSet('', 1002))).httpStatus).toBe(400);
    const mismatch = await refusal(
      request(
        { method: 'POST', url: '/rest/qr/box-set-link/1002', params: { qrKey: 'QR-BOX' }, data: { qrKey: 'QR-BOX-NEW' } },
        boxSetLinkSchema,
      ),
    );
    expect(mismatch.httpStatus).toBe(400);
    expect(card('QR-BOX').fizzId).toBeNull();
    expect(card('QR-BOX-NEW').fizzId).toBeNull();
  });

  it('needs a session for a set someone owns', async () => {
    const error = await refusal(linkBoxSet('QR-BOX', 1002));
    expect([error.httpStatus, error.message]).toEqual([403, NOT_SIGNED_IN]);
  });
});

describe('GET /rest/qr/box-set/list?qrKey=', () => {
  it("lists the user's digital greetings, newest first, with isLocked and the start date", async () => {
    signInAsDemo();
    const { items } = await getBoxSetList('QR-BOX');
    expect(items.map((i) => [i.id, i.isLocked])).toEqual([
      [1001, false],
      [1002, true],
      [1003, true],
    ]);
    expect(items[0].created.date).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('needs a signed-in user (403)', async () => {
    expect((await refusal(getBoxSetList('QR-BOX'))).httpStatus).toBe(403);
  });
});
