/**
 * The fault matrix (issue 20 §1): every call of both spec call tables, on the screen that makes
 * it, under a server refusal, a network failure and a malformed body. For each case: the spec's
 * message (or its silence), no uncaught error, no blank page, typed input kept, and a retry that
 * sends the call again where one makes sense. The cases are cases.ts; the *.matrix.test.tsx files
 * each run one shard of them (shards.ts), and the last to finish prints the whole count:
 *
 *   npx vitest run proof/faults      →  fault matrix: 180 cases, H held, F failed
 */
import 'fake-indexeddb/auto';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { IDBFactory } from 'fake-indexeddb';
import { notifyManager } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '#mocks/node';
import { ApiError } from '@/api/errors';
import { clearChunkStore } from '@/features/recorder/lib/chunkStore';
import { installFakeMedia, type FakeMedia } from '@/testing/fakeMedia';
import { resetUploadStorage } from '@/media/uploads/persistence';
import { renderRoute, signInAsDemo, type RenderRouteResult } from '@/testing/render';
import { signInAsOther, startGuestSession } from '@/testing/sessions';
import { caseKey, FAULT_TEXTS, KNOWN_DEFECTS, type FaultCase, type Outcome, type Says, type Session } from './cases';
import type { Ctx } from './drive';
import { faultHandler, FAULTS, type Fault, type Hits } from './inject';
import { casesOf, SHARDS, type ShardName } from './shards';

const WAIT = { timeout: 10_000 };

/** Requests the fake server has not answered yet: a test ends only when there are none. */
const inFlight = new Set<string>();
/** Errors nobody caught: a promise rejection or an exception in an event handler. */
let uncaught: unknown[] = [];
let media: FakeMedia | null = null;
/**
 * The recorder keeps one chunk store for the page's life (bound to the IndexedDB it first saw), so
 * recorder cases share one IndexedDB, emptied before each (other cases get a fresh one each).
 */
const recorderIdb = new IDBFactory();

// ------------------------------------------------------------------ the checks

const signIn: Record<Session, () => void> = { demo: signInAsDemo, other: signInAsOther, guest: startGuestSession };

/** The deepest element whose text contains `text` (a message may sit beside other words). */
const holding = (text: string) => (_: string, el: Element | null) =>
  !!el && (el.textContent ?? '').includes(text) && ![...el.children].some((child) => (child.textContent ?? '').includes(text));

async function expectSays({ say, inside }: Says) {
  for (const text of say) {
    const [el] = await screen.findAllByText(holding(text), {}, WAIT);
    expect(el.closest('[role="alert"]'), `"${text}" is announced (inside role="alert")`).not.toBeNull();
  }
  if (inside) expect(inside().textContent, `the message shows where the spec puts it`).toContain(say[0]);
}

/** After a successful retry the failure's message is gone from the page (a toast may linger out of it). */
async function expectRecovered(outcome: Outcome) {
  if (!('say' in outcome)) return;
  for (const text of outcome.say) {
    await waitFor(
      () => expect(document.querySelector('main')?.textContent ?? '', `"${text}" goes once the retry worked`).not.toContain(text),
      WAIT,
    );
  }
}

function expectNoFaultText() {
  const shown = document.body.textContent ?? '';
  for (const text of FAULT_TEXTS) expect(shown, `the page stays silent about the failure ("${text}")`).not.toContain(text);
}

/** Not a blank page: the layout's main landmark with the page's heading, not the crash boundary. */
function expectPageStands() {
  const main = document.querySelector('main');
  expect(main, 'the main landmark is still there').not.toBeNull();
  expect(within(main!).queryAllByRole('heading', { level: 1, hidden: true }), 'the page still has its heading').not.toHaveLength(
    0,
  );
  expect(screen.queryByRole('heading', { name: 'Something went wrong', hidden: true }), 'no crash page').toBeNull();
}

/**
 * The failure has reached the screen: no call is in flight, the page's queries and mutations have
 * settled on their result, React Query has told its observers (it does so on a later tick, in order:
 * this waits for its queue) and React has rendered what they were told.
 */
async function failureLanded(view: RenderRouteResult | null) {
  await waitFor(() => expect(inFlight.size).toBe(0), WAIT);
  if (!view) return;
  const { queryClient } = view;
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0), WAIT);
  await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
}

async function expectOutcome(outcome: Outcome, ctx: Ctx) {
  if ('say' in outcome) return expectSays(outcome);
  if ('rejects' in outcome) {
    expect(ctx.rejection, 'the call rejects with an ApiError').toBeInstanceOf(ApiError);
    expect((ctx.rejection as ApiError).message).toBe(outcome.rejects);
    return;
  }
  // silent: let the failure land, then look
  await failureLanded(ctx.view);
  await outcome.settled?.(ctx);
  expectNoFaultText();
}

// ------------------------------------------------------------------ one case under one fault

async function run(c: FaultCase, fault: Fault) {
  const hits: Hits = { count: 0, urls: [], healed: false };
  server.use(faultHandler(c.match, fault, c.malformed ?? 'schema', hits));
  if (c.as) signIn[c.as]();
  await c.setup?.();
  if (c.route?.includes('record')) {
    globalThis.indexedDB = recorderIdb;
    await clearChunkStore();
    media = installFakeMedia();
  }
  if (c.clock) vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ delay: null, ...(c.clock ? { advanceTimers: vi.advanceTimersByTime } : {}) });
  const view = c.level === 'request' ? null : renderRoute(c.route);
  const ctx: Ctx = { user, view, hits, fault };

  await c.trigger(ctx);
  await waitFor(() => expect(hits.count, `the call was sent (${c.match.method} ${c.match.path})`).toBeGreaterThan(0), WAIT);

  await expectOutcome(c.expect[fault], ctx);
  await c.after?.(ctx);
  if (view) expectPageStands();
  for (const [el, value] of c.kept?.() ?? []) expect(el, 'typed input is kept').toHaveValue(value);
  if (c.retry) {
    // the server is back: the retry sends the call again, and the screen gets over the failure
    hits.healed = true;
    const before = hits.count;
    await c.retry(ctx);
    await waitFor(() => expect(hits.count, 'the retry sends the call again').toBeGreaterThan(before), WAIT);
    await expectRecovered(c.expect[fault]);
  }
  expect(uncaught, 'no uncaught error').toEqual([]);
}

// ------------------------------------------------------------------ the count

type ShardResult = { shard: string; ran: number; total: number; held: number; failed: string[] };

/** Where this run's shards leave their counts: one directory per vitest run (its main process). */
const runDir = join(tmpdir(), `vg-fault-matrix-${isMainThread ? process.ppid : process.pid}`);

const countLine = (label: string, r: Omit<ShardResult, 'shard'>) =>
  `${label}: ${r.ran} cases${r.ran === r.total ? '' : ` (of ${r.total})`}, ${r.held} held, ${r.failed.length} failed`;

/** Prints this shard's count, and the whole matrix's once every shard of this run has finished. */
function report(result: ShardResult) {
  console.info([countLine(`fault matrix (${result.shard})`, result), ...result.failed.map((k) => `  failed: ${k}`)].join('\n'));
  mkdirSync(runDir, { recursive: true });
  writeFileSync(join(runDir, `${result.shard}.json`), JSON.stringify(result));
  const files = readdirSync(runDir).filter((f) => f.endsWith('.json'));
  if (files.length < Object.keys(SHARDS).length) return;
  try {
    closeSync(openSync(join(runDir, 'printed'), 'wx')); // the last two could finish together: one prints
  } catch {
    return;
  }
  const all = files.map((f) => JSON.parse(readFileSync(join(runDir, f), 'utf8')) as ShardResult);
  const sum = (pick: (r: ShardResult) => number) => all.reduce((n, r) => n + pick(r), 0);
  const failed = all.flatMap((r) => r.failed);
  console.info(
    countLine('fault matrix', { ran: sum((r) => r.ran), total: sum((r) => r.total), held: sum((r) => r.held), failed }),
  );
  rmSync(runDir, { recursive: true, force: true });
}

// ------------------------------------------------------------------ one shard

/** Registers one shard's cases, each under every fault, with the hooks they need. */
export function runMatrix(shard: ShardName) {
  const cases = casesOf(shard);
  const result: ShardResult = { shard, ran: 0, total: cases.length * FAULTS.length, held: 0, failed: [] };
  server.events.on('request:start', ({ requestId }) => void inFlight.add(requestId));
  server.events.on('request:end', ({ requestId }) => void inFlight.delete(requestId));
  const onRejection = (reason: unknown) => void uncaught.push(reason);
  const onWindowError = (event: ErrorEvent) => void uncaught.push(event.error ?? event.message);

  beforeAll(() => {
    process.on('unhandledRejection', onRejection);
    window.addEventListener('error', onWindowError);
  });

  afterAll(() => {
    process.off('unhandledRejection', onRejection);
    window.removeEventListener('error', onWindowError);
    report(result);
  });

  beforeEach(() => {
    uncaught = [];
    // an empty IndexedDB per test: files kept by one case never show up in another
    globalThis.indexedDB = new IDBFactory();
    resetUploadStorage();
    // the fault texts are the user's to see; a schema mismatch's console.warn is the developer's
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    vi.useRealTimers();
    cleanup();
    // a call answered after the next test signed in would land in that test (a 403 would sign it out)
    await waitFor(() => expect(inFlight.size).toBe(0), WAIT);
    media?.uninstall();
    media = null;
  });

  describe.each(cases.map((c) => [c.alternate ? `${c.call} (also)` : c.call, c] as const))('%s', (_call, c) => {
    it.each(FAULTS)(
      `%s (${c.screen})`,
      async (fault) => {
        const key = caseKey(c, fault);
        onTestFinished(({ task }) => {
          result.ran += 1;
          if (task.result?.state === 'pass') result.held += 1;
          else result.failed.push(KNOWN_DEFECTS[key] ? `${key} [known defect]` : key);
        });
        try {
          await run(c, fault);
        } catch (error) {
          // still a failure: the note says what is known about it and where the fix goes
          if (KNOWN_DEFECTS[key] && error instanceof Error) error.message += `\n\nKnown product defect: ${KNOWN_DEFECTS[key]}`;
          throw error;
        }
      },
      30_000,
    );
  });
}
