// The fake server's pipeline in the browser: a finished greeting's video is made on this device by
// the app's renderer (src/shared/media/render), one greeting at a time, and kept with the fake
// server's other files. A greeting whose render was cut off (a reload, a closed tab) is started
// again by the next call that looks at it; only a finished file is ever served. With several tabs
// open, one renders each greeting (a Web Lock) and the others read its status from the shared db.
import { skippedNote } from '@/shared/media/timeline';
import { getBlob, getDb, newUuid, putBlob, updateDb } from './db/store';
import { FizzStatus, type FizzRow } from './db/types';
import { greetingVideoFileName } from '@/shared/media/fileName';
import { greetingSourceOf } from './greetingFile';
import { isProcessingStatus, withPipelineBit, type PipelineProgress, type PipelineRenderer } from './pipeline';
import { isScenarioOn } from './scenarios/scenarios';
import { mediaUrl } from './uploads';

const { completed, inProcess, inError } = FizzStatus;

/** The renderer and what it needs, loaded on the first render (a chunk of its own). */
const loadRenderer = () =>
  Promise.all([
    import('@/shared/media/render/renderGreeting'),
    import('@/shared/media/render/renderJob'),
    import('@/shared/media/render/messages'),
  ]).then(([render, job, messages]) => ({ ...render, ...job, ...messages }));

const findFizz = (id: number): FizzRow | undefined => getDb().fizzes.find((f) => f.id === id);

/** Changes the greeting if it is still the one finished at `finalizedAt` (not finished again since). */
function updateIfSame(id: number, finalizedAt: number | null, change: (fizz: FizzRow) => void): void {
  updateDb(() => {
    const fizz = findFizz(id);
    if (fizz && fizz.finalizedAt === finalizedAt) change(fizz);
  });
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
    const job = await r.renderJobOf({ intro: source.intro, overlays, clips: source.clips, music: source.music }, files);
    const output = await r.renderGreeting(job, { onProgress: report });
    const mediaId = newUuid();
    await putBlob(mediaId, output.file);
    const notes = [skippedNote(output.skipped), output.container === 'webm' ? r.WEBM_NOTE : null].filter(Boolean);
    updateIfSame(id, finalizedAt, (f) => {
      getDb().media[mediaId] = {
        id: mediaId,
        type: output.file.type,
        size: output.file.size,
        name: greetingVideoFileName(f.specialFields, f.name, output.container),
      };
      f.video = mediaUrl(mediaId);
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
  return navigator.locks.request(`vg-render-${id}`, { ifAvailable: true }, async (lock) => {
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
    progress: (id) => progress.get(id) ?? (queue.includes(id) ? { done: 0, secondsLeft: null } : null),
  };
}
