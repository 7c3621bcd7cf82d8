import { clipKindOf } from '@/shared/config/media';
import { sniffImage } from './imageHeader';
import { preparePhoto } from './preparePhoto';
import type { PreparedMedia } from './prepared';
import { PrepareError, PREPARE_MESSAGES, throwIfCancelled } from './prepareError';
import { prepareVideo, type VideoPrepareOptions } from './prepareVideo';

// The one entry point the upload queue calls: a photo or a video made ready for upload on the
// device, by what the file is. Resolves with the file to send (prepared or the original) and the line
// people read; rejects with a PrepareError (not sent: its message says why) or a PrepareCancelled.

export type { PreparedMedia } from './prepared';
export type { VideoPrepareOptions as PrepareMediaOptions } from './prepareVideo';
export { PrepareCancelled, PrepareError, type PrepareFailure } from './prepareError';

/** HEIC and HEIF: not among the types the product takes, but prepared into JPEG where the browser opens them. */
const HEIF = /\.(heic|heif)$/i;
const isHeif = (file: File) => /^image\/hei[cf]/i.test(file.type) || HEIF.test(file.name);

export async function prepareMedia(file: File, options: VideoPrepareOptions = {}): Promise<PreparedMedia> {
  throwIfCancelled(options.signal);
  const kind = isHeif(file) ? 'image' : clipKindOf(file);
  if (kind === 'video') {
    // a photo named as a video (a HEIC or AVIF named .mp4 too: its brands say so) is refused here;
    // a video named as a photo is caught by the photo's header check
    const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
    if (sniffImage(head))
      throw new PrepareError('unreadable', PREPARE_MESSAGES.unreadable(file.name), 'a photo named as a video');
    return prepareVideo(file, options);
  }
  if (kind === 'image') return preparePhoto(file, options);
  throw new PrepareError('unreadable', PREPARE_MESSAGES.unreadable(file.name), 'not a photo or video type');
}
