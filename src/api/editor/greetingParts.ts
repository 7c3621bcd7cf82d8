import { chosenMusicUrl } from '@/shared/media/timeline';
import type { GreetingParts } from '@/shared/media/greetingParts';
import { previewIndexes, previewTextOf } from '@/shared/lib/specialFields';
import { imagePreviewUrl } from '@/api/fizz/requests';
import type { EditFizz } from './schemas';

/**
 * A greeting's parts from its edit-flow detail: the intro, the server's images of its personalised
 * text (previewImageCount of them, as the personalise page shows), its clips and its music. The
 * instant preview plays them; the renderer makes them into the file.
 */
export function greetingPartsOf(fizz: EditFizz): GreetingParts {
  const text = previewTextOf(fizz.specialFields);
  return {
    intro: fizz.introVideo,
    overlays: text ? previewIndexes(fizz.previewImageCount).map((i) => imagePreviewUrl(fizz.taId, i, text)) : [],
    clips: fizz.videos,
    music: chosenMusicUrl(fizz.music),
  };
}
