import { describe, expect, it } from 'vitest';
import { confirmFinalizeCheck, getGreetingDetail, getProcess, lockdown, newFinalize } from '@/api/preview/requests';
import { refusal } from '@/testing/contract';
import { signInAsDemo, signInAsOther } from '@/testing/sessions';
import { getDb, updateDb } from '../db/store';
import { FizzStatus } from '../db/types';
import { COMPLETED_MS, QUEUED_MS } from '../pipeline';
import { setScenarios } from '../scenarios/scenarios';
import { ALREADY_FINISHED } from './preview';

const fizz = (id: number) => getDb().fizzes.find((f) => f.id === id)!;
/** Moves a greeting's finishing time into the past, as if `ms` had passed. */
const age = (id: number, ms: number) =>
  updateDb(() => {
    fizz(id).finalizedAt = Date.now() - ms;
  });

describe('PUT /rest/fizz/{id}/new-finalize', () => {
  it('queues an unlocked greeting for stitching and answers the finalize response', async () => {
    signInAsDemo();
    const data = await newFinalize(1001);
    expect(data).toMatchObject({ isLocked: false, isThankyou: false, video: null, isQRBoxSet: false, isPhysical: false });
    expect(data.modal.confirmBtnText).toBe("It's finished");
    expect(fizz(1001).status & FizzStatus.inQueue).toBe(FizzStatus.inQueue);
  });

  it('leaves a locked greeting as it is (isLocked true, its video kept)', async () => {
    signInAsDemo();
    const before = fizz(1002).status;
    const data = await newFinalize(1002);
    expect(data.isLocked).toBe(true);
    expect(data.video).toMatch(/greeting-2\.mp4$/);
    expect(fizz(1002).status).toBe(before);
  });

  it('refuses someone else and unknown ids', async () => {
    signInAsOther();
    expect((await refusal(newFinalize(1001))).message).toBe('This Video Greeting belongs to another account.');
    expect((await refusal(newFinalize(424242))).httpStatus).toBe(404);
  });
});

describe('GET /rest/fizz/process/{id}', () => {
  it('moves queued → in process → completed, with the video only when done', async () => {
    signInAsDemo();
    await newFinalize(1001);
    let p = await getProcess(1001);
    expect([p.isDone, p.greetingStatus & FizzStatus.inQueue, p.video]).toEqual([false, FizzStatus.inQueue, null]);
    age(1001, QUEUED_MS);
    p = await getProcess(1001);
    expect([p.isDone, p.greetingStatus & FizzStatus.inProcess, p.video]).toEqual([false, FizzStatus.inProcess, null]);
    age(1001, COMPLETED_MS);
    p = await getProcess(1001);
    expect(p.isDone).toBe(true);
    expect(p.greetingStatus & FizzStatus.completed).toBe(FizzStatus.completed);
    expect(p.video).toMatch(/\/media\/videos\/greeting-\d\.mp4$/);
  });

  it("never completes under 'processing-stuck'", async () => {
    signInAsDemo();
    setScenarios(['processing-stuck']);
    await newFinalize(1001);
    age(1001, 60 * 60_000);
    const p = await getProcess(1001);
    expect([p.isDone, p.greetingStatus & FizzStatus.inProcess]).toEqual([false, FizzStatus.inProcess]);
  });

  it('refuses a visitor without a session (403)', async () => {
    expect((await refusal(getProcess(1001))).httpStatus).toBe(403);
  });
});

describe('POST /rest/fizz/{id}/confirm-finalize-check', () => {
  it('answers whether the greeting is done and needs a purchase', async () => {
    signInAsDemo();
    await newFinalize(1001);
    expect(await confirmFinalizeCheck(1001)).toMatchObject({ isDone: false, isLocked: false, needsPurchase: true });
  });

  it('is refused once locked', async () => {
    signInAsDemo();
    expect((await refusal(confirmFinalizeCheck(1002))).message).toBe(ALREADY_FINISHED);
  });
});

describe('POST /rest/fizz/{id}/lockdown', () => {
  it('locks a digital greeting for good; it then needs a purchase and has no share URL', async () => {
    signInAsDemo();
    await newFinalize(1001);
    const data = await lockdown(1001);
    expect(data).toMatchObject({
      name: "Alex's Birthday",
      price: 4.99,
      needsPurchase: true,
      isQRBoxSet: false,
      isQRCard: false,
      isLocked: true,
    });
    expect(fizz(1001)).toMatchObject({ isLocked: true, shareUrl: null });
    // irreversible: finishing again changes nothing, and locking again answers the same
    await newFinalize(1001);
    expect(fizz(1001).isLocked).toBe(true);
    expect(await lockdown(1001)).toMatchObject({ isLocked: true, needsPurchase: true });
  });

  it('publishes at once a greeting that needs no purchase (a card greeting)', async () => {
    signInAsDemo();
    updateDb(() => {
      fizz(1001).linkedQrKeys = ['QR-OWNED'];
    });
    const data = await lockdown(1001);
    expect(data).toMatchObject({ needsPurchase: false, isQRCard: true });
    expect(fizz(1001).shareUrl).toBe('/vid/vid-1001');
  });

  it('refuses someone else', async () => {
    signInAsOther();
    expect((await refusal(lockdown(1001))).httpStatus).toBe(400);
    expect(fizz(1001).isLocked).toBe(false);
  });
});

describe('GET /rest/fizz/{fizzId}/detail (the thank-you item)', () => {
  it('answers the Fizz fields with absolute URLs', async () => {
    signInAsDemo();
    const { item } = await getGreetingDetail(1003);
    expect(item).toMatchObject({
      id: 1003,
      name: "Riley's Graduation",
      isLocked: true,
      hasPaid: true,
      isPhysical: false,
      themeName: 'Graduation',
      shareUrl: `${window.location.origin}/vid/vid-1003`,
      uuid: 'vid-1003',
      needsPurchase: false,
    });
    expect(item.inviteLink).toBe(`${window.location.origin}/in/inv-1003`);
    expect(item.status & FizzStatus.published).toBe(FizzStatus.published);
  });

  it('refuses unknown ids (404) and other accounts', async () => {
    signInAsDemo();
    expect((await refusal(getGreetingDetail(31337))).httpStatus).toBe(404);
    expect((await refusal(getGreetingDetail(1005))).message).toBe('This Video Greeting belongs to another account.');
  });
});

describe('GET /rest/fizz/{id}/detail', () => {
  it('is one handler: ?type=edit-flow answers the edit flow, no type the thank-you item', async () => {
    const headers = { 'X-Session-Id': 'sess-demo' };
    const edit = (await (await fetch('http://localhost/rest/fizz/1001/detail?type=edit-flow', { headers })).json()) as Record<
      string,
      unknown
    >;
    const item = (await (await fetch('http://localhost/rest/fizz/1001/detail', { headers })).json()) as Record<string, unknown>;
    expect(edit).toMatchObject({ status: 'success', disableNewestActor: false, fizz: { id: 1001 } });
    expect(item).toMatchObject({ status: 'success', item: { id: 1001 } });
    expect(item.disableNewestActor).toBeUndefined();
  });
});
