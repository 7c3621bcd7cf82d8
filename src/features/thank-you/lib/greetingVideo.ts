import { getProcess } from '@/api/preview/requests';
import type { GreetingItem } from '@/api/preview/schemas';
import { isRenderLocked, withRenderLock } from '@/shared/lib/renderLock';
import { downloadHrefOf } from '@/shared/lib/shareOptions';
import {
  serverVideoDownload,
  VideoNotReady,
  type VideoDownload,
  type VideoFileContext,
  type VideoFileSource,
} from '@/media/videoFile';
import { videoFileName } from '@/media/fileName';
import { requireVideoEncoding } from '@/media/render/support';
import { nextVideoStep, WAIT_POLL_MS, type FinishedVideoAnswer } from '@/features/thank-you/rules/finishedVideo';

type Item = Pick<GreetingItem, 'id' | 'name' | 'shareUrl' | 'downloadUrl'>;

/** The process answer, or null when it cannot be had (the click then tries the link itself). */
const askServer = (id: Item['id']): Promise<FinishedVideoAnswer | null> => getProcess(id).catch(() => null);

/** Resolves after `ms`, or rejects when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * The server's file, or null when it has none (not made yet, or its making failed): a refusal is
 * no error here, the caller goes on to make it.
 */
async function serversFile(download: VideoFileSource, context: VideoFileContext): Promise<File | null> {
  try {
    return await download(context);
  } catch (error) {
    if (error instanceof VideoNotReady) return null;
    throw error;
  }
}

/**
 * What a taken-over click does: while another render of this greeting runs (the fake server's
 * pipeline, another tab: they hold its render lock, or the server tells its progress) it waits,
 * showing that render's progress, then takes its file. Failing that, it makes the video on this
 * device, holding the render lock so that a second tab waits for it in turn.
 */
function fileForClick(item: Item, download: VideoFileSource): VideoFileSource {
  return async (context) => {
    const { signal, onProgress } = context;
    for (;;) {
      const [answer, elsewhere] = await Promise.all([askServer(item.id), isRenderLocked(item.id)]);
      const step = nextVideoStep(answer, elsewhere);
      if (step === 'download') {
        const file = await serversFile(download, context);
        if (file) return file;
        break;
      }
      if (step === 'make') break;
      onProgress({
        done: answer?.progress?.done ?? null,
        secondsLeft: answer?.progress?.secondsLeft ?? null,
        making: true,
        waiting: true,
      });
      await pause(WAIT_POLL_MS, signal);
    }
    // a browser that cannot make it says so before anything loads
    requireVideoEncoding();
    return withRenderLock(item.id, signal, async () => {
      // a render that held the lock until now may have left the server's file
      const answer = await askServer(item.id);
      if (answer && nextVideoStep(answer, false) === 'download') {
        const file = await serversFile(download, context);
        if (file) return file;
      }
      const { makeGreetingVideo } = await import('./makeGreetingVideo');
      return makeGreetingVideo(item.id, item.name)(context);
    });
  };
}

/**
 * The thank-you page's 'Download and save': the link to the server's file ({shareUrl}/download),
 * which a click simply follows once the file is `ready`; until then the click waits for the
 * server's render or makes the video on this device, with its progress. Sharing the file (phones
 * that share files) takes the server's file when it is there, else the same way.
 */
export function greetingVideo(item: Item, ready: boolean): VideoDownload | null {
  const link = serverVideoDownload(downloadHrefOf(item), videoFileName([item.name], 'mp4'), ready);
  if (!link) return null;
  const forClick = fileForClick(item, link.source);
  return {
    ...link,
    source: async (context) => (ready ? ((await serversFile(link.source, context)) ?? forClick(context)) : forClick(context)),
  };
}
