// The fake server's pipeline in the browser: a finished greeting's video is made on this device by
// the app's renderer (src/media/render), one greeting at a time, and kept with the fake
// server's other files. A greeting whose render was cut off (a reload, a closed tab) is started
// again by the next call that looks at it; only a finished file is ever served. With several tabs
// open, one renders each greeting (a Web Lock) and the others read its status from the shared db.
import { renderLockName } from '@/shared/lib/renderLock';
import { greetingVideoFileName } from '@/media/fileName';
import { clipKey, INTRO_KEY, type Skipped } from '@/media/timeline';
import type { SoundNote } from '@/media/render/protocol';
import { getBlob, getDb, newUuid, putBlob, updateDb } from './db/store';
import { FizzStatus, type FizzRow } from './db/types';
import { greetingSourceOf } from './greetingFile';
import { isProcessingStatus, withPipelineBit, type PipelineProgress, type PipelineRenderer } from './pipeline';
import { isScenarioOn } from './scenarios/scenarios';
import { mediaUrl } from './uploads';
import { leftOutMessage } from './videoReport';

const { completed, inProcess, inError } = FizzStatus;

/** The renderer and what it needs, loaded on the first render (a chunk of its own). */
const loadRenderer = () =>
  Promise.all([
    import('@/media/render/renderGreeting'),
    import('@/media/render/renderJob'),
    import('@/media/render/messages'),
  ]).then(([render, job, messages]) => ({ ...render, ...job, ...messages }));

const findFizz = (id: number): FizzRow | undefined => getDb().fizzes.find((f) => f.id === id);

/** Changes the greeting if it is still the one finished at `finalizedAt` (not finished again since). */
function updateIfSame(id: number, finalizedAt: number | null, change: (fizz: FizzRow) => void): void {
  updateDb(() => {
    const fizz = findFizz(id);
    if (fizz && fizz.finalizedAt === finalizedAt) change(fizz);
  });
}

/** What a render left out, and what it put in without sound, by clip id (the greeting's clips are locked, so the ids stay theirs). */
function leftOutOf(
  skipped: readonly Skipped[],
  notes: readonly SoundNote[],
  clips: readonly { id: number }[],
): NonNullable<FizzRow['renderSkipped']> | null {
  const silent = notes.filter((n) => n.kind === 'silent');
  const musicLost = notes.some((n) => n.kind === 'no-music');
  if (skipped.length === 0 && silent.length === 0 && !musicLost) return null;
  const idOf = new Map(clips.map((c) => [clipKey(c.id), c.id]));
  const idsOf = (keyed: readonly { key: string }[]) => keyed.flatMap((s) => (idOf.has(s.key) ? [idOf.get(s.key)!] : []));
  return { intro: skipped.some((s) => s.key === INTRO_KEY), clipIds: idsOf(skipped), silentClipIds: idsOf(silent), musicLost };
}

/**
 * The site's own files a render reads (the intro, the music, a demo greeting's clips), fetched whole
 * by this page. Read in ranges by the render's workers instead, each range goes through this page's
 * service worker, and Firefox now and then never answers one: the render waited for ever.
 */
async function siteFiles(urls: readonly (string | null)[], held: Record<string, Blob>): Promise<Record<string, Blob>> {
  const wanted = [...new Set(urls)].filter((url): url is string => Boolean(url) && !Object.hasOwn(held, url!));
  const fetched = await Promise.all(
    wanted.map(async (url) => {
      const answer = await fetch(url).catch(() => null);
      return answer?.ok ? ([url, await answer.blob()] as const) : null;
    }),
  );
  return Object.fromEntries(fetched.filter((entry) => entry !== null));
}

/** Makes one greeting's video and stores it; its status says how it went. */
async function renderOne(id: number, report: (p: PipelineProgress) => void): Promise<void> {
  const fizz = findFizz(id);
  if (!fizz || fizz.finalizedAt === null || !isProcessingStatus(fizz.status)) return;
  const { finalizedAt } = fizz;
  updateIfSame(id, finalizedAt, (f) => (f.status = withPipelineBit(f.status, inProcess)));
  // 'processing-stuck': it stays in process for ever
  if (isScenarioOn('processing-stuck')) return;
  const source = greetingSourceOf(getDb(), fizz);
  const overlays = source.overlaySvgs.map((svg) => URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })));
  try {
    const r = await loadRenderer();
    const files: Record<string, Blob> = {};
    for (const [url, mediaId] of Object.entries(source.mediaIds)) {
      const blob = await getBlob(mediaId);
      if (blob) files[url] = blob;
    }
    const clipFiles = source.clips.map((c) => (c.isImage ? c.image : c.video));
    Object.assign(files, await siteFiles([source.intro, source.music, ...clipFiles], files));
    const job = await r.renderJobOf(
      { intro: source.intro, overlays, clips: source.clips, music: source.music, endCard: source.endCard },
      files,
    );
    const output = await r.renderGreeting(job, { onProgress: report });
    const mediaId = newUuid();
    await putBlob(mediaId, output.file);
    // the render's poster (the intro with its text) becomes the greeting's picture
    const posterId = output.poster ? newUuid() : null;
    if (posterId && output.poster) await putBlob(posterId, output.poster);
    const leftOut = leftOutOf(output.skipped, output.notes, source.clips);
    updateIfSame(id, finalizedAt, (f) => {
      getDb().media[mediaId] = {
        id: mediaId,
        type: output.file.type,
        size: output.file.size,
        name: greetingVideoFileName(f.specialFields, f.name, output.container),
      };
      if (posterId && output.poster) {
        getDb().media[posterId] = { id: posterId, type: output.poster.type, size: output.poster.size, name: 'poster.jpg' };
        f.img = mediaUrl(posterId);
      }
      f.video = mediaUrl(mediaId);
      f.renderSkipped = leftOut;
      // the left-out clips named as the clip list names them (the preview page shows this message)
      const notes = [leftOutMessage(getDb(), f), output.container === 'webm' ? r.WEBM_NOTE : null].filter(Boolean);
      f.renderMessage = notes.length ? notes.join(' ') : null;
      f.status = withPipelineBit(f.status, completed);
    });
  } catch (error) {
    const { renderFailureMessage } = await loadRenderer().catch(() => ({
      renderFailureMessage: () => "The video couldn't be made. Please try again.",
    }));
    console.warn('[mock pipeline] a greeting could not be rendered', error);
    updateIfSame(id, finalizedAt, (f) => {
      f.renderMessage = renderFailureMessage(error);
      f.status = withPipelineBit(f.status, inError);
    });
  } finally {
    overlays.forEach((url) => URL.revokeObjectURL(url));
  }
}

/** Runs `work` holding the greeting's render lock, unless another tab holds it (then false). */
async function withRenderLock(id: number, work: () => Promise<void>): Promise<boolean> {
  if (!navigator.locks) {
    await work();
    return true;
  }
  return navigator.locks.request(renderLockName(id), { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await work();
    return true;
  });
}

export function createRenderPipeline(): PipelineRenderer {
  const queue: number[] = [];
  const progress = new Map<number, PipelineProgress>();
  let running = false;

  const pump = async () => {
    if (running) return;
    running = true;
    while (queue.length) {
      const id = queue[0];
      progress.set(id, { done: 0, secondsLeft: null });
      await withRenderLock(id, () => renderOne(id, (p) => progress.set(id, p))).catch((error: unknown) =>
        console.warn('[mock pipeline] render failed', error),
      );
      queue.shift();
      progress.delete(id);
    }
    running = false;
  };

  return {
    ensure(id) {
      if (queue.includes(id)) return;
      queue.push(id);
      // after the caller's change to the db is saved
      setTimeout(() => void pump(), 0);
    },
    // 'processing-stuck': nothing renders, so nothing reports progress (a page waiting on it would wait for ever)
    progress: (id) =>
      isScenarioOn('processing-stuck')
        ? null
        : (progress.get(id) ?? (queue.includes(id) ? { done: 0, secondsLeft: null } : null)),
  };
}
