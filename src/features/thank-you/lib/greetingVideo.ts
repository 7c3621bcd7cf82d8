import type { GreetingItem } from '@/api/preview/schemas';
import { downloadUrlOf } from '@/shared/lib/shareOptions';
import { serverVideoFile, VideoNotReady, type VideoFileSource } from '@/shared/lib/videoFile';
import { videoFileName } from '@/shared/media/fileName';
import { requireVideoEncoding } from '@/shared/media/render/support';

/**
 * The thank-you page's video: the server's file when it is ready ({shareUrl}/download), else made
 * on this device at once, with its progress, rather than waiting for the server.
 */
export function greetingVideo(item: Pick<GreetingItem, 'id' | 'name' | 'shareUrl' | 'downloadUrl'>): VideoFileSource | null {
  const url = item.downloadUrl || downloadUrlOf(item.shareUrl);
  if (!url) return null;
  const download = serverVideoFile(url, videoFileName([item.name], 'mp4'));
  return async (context) => {
    try {
      return await download(context);
    } catch (error) {
      if (!(error instanceof VideoNotReady)) throw error;
    }
    // a browser that cannot make it says so before anything loads
    requireVideoEncoding();
    const { makeGreetingVideo } = await import('./makeGreetingVideo');
    return makeGreetingVideo(item.id, item.name)(context);
  };
}
