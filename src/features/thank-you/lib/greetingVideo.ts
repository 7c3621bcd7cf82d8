import { greetingPartsOf } from '../../../api/editor/greetingParts';
import { getEditDetail } from '../../../api/editor/requests';
import type { FizzItem } from '../../../api/preview/schemas';
import { previewTextOf } from '../../../shared/lib/specialFields';
import { downloadUrlOf } from '../../../shared/lib/shareOptions';
import { serverVideoFile, VideoNotReady, type VideoFileSource } from '../../../shared/lib/videoFile';
import { videoFileName } from '../../../shared/media/fileName';
import { requireVideoEncoding } from '../../../shared/media/render/support';

/** Makes the greeting's video on this device from its parts (the renderer is a chunk of its own). */
const makeHere =
  (fizzId: number | string, name: string): VideoFileSource =>
  async ({ signal, onProgress }) => {
    requireVideoEncoding();
    const [{ renderGreeting }, { renderJobOf }, detail] = await Promise.all([
      import('../../../shared/media/render/renderGreeting'),
      import('../../../shared/media/render/renderJob'),
      getEditDetail(fizzId),
    ]);
    const job = await renderJobOf(greetingPartsOf(detail.fizz));
    const output = await renderGreeting(job, { signal, onProgress: (p) => onProgress({ ...p, making: true }) });
    const lines = previewTextOf(detail.fizz.specialFields).split('\n').filter(Boolean);
    return new File([output.file], videoFileName(lines.length ? lines : [name], output.container), { type: output.file.type });
  };

/**
 * The thank-you page's video: the server's file when it is ready ({shareUrl}/download), else made
 * on this device at once, with its progress, rather than waiting for the server.
 */
export function greetingVideo(item: Pick<FizzItem, 'id' | 'name' | 'shareUrl' | 'downloadUrl'>): VideoFileSource | null {
  const url = item.downloadUrl || downloadUrlOf(item.shareUrl);
  if (!url) return null;
  const download = serverVideoFile(url, videoFileName([item.name], 'mp4'));
  const make = makeHere(item.id, item.name);
  return async (context) => {
    try {
      return await download(context);
    } catch (error) {
      if (!(error instanceof VideoNotReady)) throw error;
    }
    return make(context);
  };
}
