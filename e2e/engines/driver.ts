import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageQueries, type Queries } from './pageQueries';
import { describeTarget, sendTarget, type Target } from './target';

// One way of writing a journey for the engines Playwright cannot drive here (Firefox ESR over
// WebDriver BiDi, WebKitGTK over WebDriver): a small driver built on each engine's few primitives.

export type EngineName = 'firefox' | 'webkit';
export type Key = 'Enter' | 'Space' | 'Tab' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight';
/** A file to pick: a path on disk, or bytes with the name the page sees. */
export type Upload = string | { name: string; buffer: Buffer };
/** Runs in the page, as its source text: it sees only its JSON argument and the queries. */
export type PageFunction<A, R> = (arg: A, q: Queries) => R | Promise<R>;

export interface Driver {
  readonly engine: EngineName;
  /** The browser's own version, as its driver reports it (e.g. '153.8.0esr'). */
  readonly version: string;
  /** Opens a path of the app (or a whole URL) and waits for its load event. */
  goto(pathOrUrl: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Waits for the target (visible and enabled), then clicks it with the engine's own input. */
  click(target: Target): Promise<void>;
  /** Empties the control, then types `value` into it key by key. */
  fill(target: Target, value: string): Promise<void>;
  focus(target: Target): Promise<void>;
  /** One key press on whatever has focus. */
  press(key: Key): Promise<void>;
  /** Picks files in a file input, as the engine's file chooser would. */
  upload(target: Target, files: Upload[]): Promise<void>;
  evaluate<R, A = undefined>(fn: PageFunction<A, R>, arg?: A): Promise<R>;
  /** Runs `fn` in the page every 200 ms until it answers something truthy, and answers that. */
  waitFor<R, A = undefined>(fn: PageFunction<A, R>, options?: WaitOptions<A>): Promise<NonNullable<R>>;
  /** Waits for the target to be there (visible, for roles and text) and answers its text. */
  text(target: Target, timeout?: number): Promise<string>;
  attribute(target: Target, name: string): Promise<string | null>;
  screenshot(): Promise<Buffer>;
  /** Console errors and uncaught errors of the page so far, less the ones allowed. */
  consoleErrors(): Promise<string[]>;
  /** Lets console errors matching `pattern` through (a journey that provokes them on purpose). */
  allowConsoleErrors(pattern: RegExp): void;
  close(): Promise<void>;
}

export type WaitOptions<A> = { arg?: A; timeout?: number; message?: string };

/** What each engine has to offer; the driver does the rest the same way for both. */
export interface EngineSession<Handle> {
  readonly engine: EngineName;
  readonly version: string;
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  currentUrl(): Promise<string>;
  /** Evaluates an expression (a promise is awaited) and answers its JSON value. */
  run(expression: string): Promise<unknown>;
  /** Evaluates an expression that answers an element (or null). */
  element(expression: string): Promise<Handle | null>;
  click(handle: Handle): Promise<void>;
  type(handle: Handle, text: string): Promise<void>;
  setFiles(handle: Handle, paths: string[]): Promise<void>;
  press(key: Key): Promise<void>;
  screenshot(): Promise<Buffer>;
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

const ACTION_TIMEOUT = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The expression that runs `fn(arg, queries)` in the page. */
const call = (fn: string, arg: unknown) =>
  `(async () => { const q = (${pageQueries.toString()})(); return await (${fn})(${JSON.stringify(arg ?? null)}, q); })()`;

/**
 * Finds a target that can take input: there, visible (roles and text), not disabled; scrolled to the
 * middle of the window (at its top edge, a sticky header would take WebKit's click).
 */
function usable(target: Target) {
  const sent = sendTarget(target);
  return call(
    `(t, q) => {
      const el = q.find(t);
      if (!el || el.closest('[disabled], [aria-disabled="true"]')) return null;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      return el;
    }`,
    sent,
  );
}

export function createDriver<H>(session: EngineSession<H>, baseURL: string): Driver {
  const allowed: RegExp[] = [];
  let uploads: string | null = null;

  const evaluate = async <R, A>(fn: PageFunction<A, R>, arg?: A) => (await session.run(call(fn.toString(), arg))) as R;

  const waitFor = async <R, A>(fn: PageFunction<A, R>, options: WaitOptions<A> = {}): Promise<NonNullable<R>> => {
    const until = Date.now() + (options.timeout ?? ACTION_TIMEOUT);
    let lastError: unknown = null;
    for (;;) {
      try {
        const value = await evaluate(fn, options.arg);
        if (value) return value as NonNullable<R>;
        lastError = null;
      } catch (error) {
        // a navigation in between destroys the page the function ran in: try again in the next one
        lastError = error;
      }
      if (Date.now() > until) {
        const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
        throw new Error(`timed out waiting for ${options.message ?? fn.toString().slice(0, 200)}${why}`);
      }
      await sleep(200);
    }
  };

  /** The target's element, once it can take input. */
  const handleOf = async (target: Target): Promise<H> => {
    const until = Date.now() + ACTION_TIMEOUT;
    for (;;) {
      const handle = await session.element(usable(target)).catch(() => null);
      if (handle) return handle;
      if (Date.now() > until) throw new Error(`no usable ${describeTarget(target)} on ${await session.currentUrl()}`);
      await sleep(200);
    }
  };

  const toUrl = (p: string) => new URL(p, baseURL).href;

  return {
    engine: session.engine,
    version: session.version,
    goto: (p) => session.navigate(toUrl(p)),
    reload: () => session.reload(),
    url: () => session.currentUrl(),
    click: async (target) => session.click(await handleOf(target)),
    fill: async (target, value) => {
      // a page still starting can replace the field under the typing (its shell, then React's own):
      // typed again until the field holds it (a card number's spaces are the field's own)
      const bare = (s: string) => s.replace(/[^0-9a-z@.]/gi, '');
      for (let attempt = 1; ; attempt++) {
        const handle = await handleOf(target);
        // emptied the way React hears it (its value tracker sees the native setter), then typed
        await evaluate((t, q) => {
          const el = q.find(t) as HTMLInputElement | HTMLTextAreaElement;
          const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
          el.focus();
          Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, '');
          el.dispatchEvent(new Event('input', { bubbles: true }));
        }, sendTarget(target));
        // a field replaced under the typing (a stale element) is found again and typed again
        const typed = await session.type(handle, value).then(
          () => true,
          (error: unknown) => {
            if (attempt === 3) throw error;
            return false;
          },
        );
        const held = await evaluate((t, q) => (q.find(t) as HTMLInputElement | null)?.value ?? '', sendTarget(target));
        if (typed && bare(held) === bare(value)) return;
        if (attempt === 3) throw new Error(`${describeTarget(target)} holds "${held}" after typing "${value}"`);
        await sleep(500);
      }
    },
    focus: async (target) => {
      await handleOf(target);
      await evaluate((t, q) => (q.find(t) as HTMLElement).focus(), sendTarget(target));
    },
    press: (key) => session.press(key),
    upload: async (target, files) => {
      uploads ??= mkdtempSync(path.join(tmpdir(), 'e2e-upload-'));
      const dir = uploads;
      const paths = files.map((file, i) => {
        if (typeof file === 'string') return path.resolve(file);
        // each its own folder: two picks may share a name
        const at = path.join(mkdtempSync(path.join(dir, `${i}-`)), file.name);
        writeFileSync(at, file.buffer);
        return at;
      });
      const handle = await session.element(call('(t, q) => q.find(t)', sendTarget(target)));
      if (!handle) throw new Error(`no ${describeTarget(target)} to pick files in`);
      await session.setFiles(handle, paths);
    },
    evaluate,
    waitFor,
    text: (target, timeout) =>
      waitFor(
        (t, q) => {
          const el = q.find(t);
          return el ? { text: q.textOf(el) } : null;
        },
        { arg: sendTarget(target), timeout, message: describeTarget(target) },
      ).then((found) => found.text),
    attribute: (target, name) => evaluate(([t, n], q) => q.find(t)?.getAttribute(n) ?? null, [sendTarget(target), name] as const),
    screenshot: () => session.screenshot(),
    consoleErrors: async () => (await session.errors()).filter((e) => !allowed.some((pattern) => pattern.test(e))),
    allowConsoleErrors: (pattern) => void allowed.push(pattern),
    close: async () => {
      await session.close();
      if (uploads) rmSync(uploads, { recursive: true, force: true });
    },
  };
}
