import { greetingPartsOf } from '@/api/editor/greetingParts';
import { getEditDetail } from '@/api/editor/requests';
import type { VideoFileSource } from '@/media/videoFile';
import { greetingVideoFileName } from '@/media/fileName';
import { renderGreeting } from '@/media/render/renderGreeting';
import { renderJobOf } from '@/media/render/renderJob';

/**
 * Makes the greeting's video on this device from its parts (the edit-flow detail), named after its
 * personalised text. Loaded only when it is needed: the renderer's worker is a chunk of its own.
 */
export const makeGreetingVideo =
  (greetingId: number | string, name: string): VideoFileSource =>
  async ({ signal, onProgress }) => {
    const detail = await getEditDetail(greetingId);
    const job = await renderJobOf(greetingPartsOf(detail.greeting));
    const output = await renderGreeting(job, { signal, onProgress: (p) => onProgress({ ...p, making: true }) });
    return new File([output.file], greetingVideoFileName(detail.greeting.specialFields, name, output.container), {
      type: output.file.type,
    });
  };
