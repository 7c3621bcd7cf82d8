import { chosenMusicUrl } from '@/shared/media/timeline';
import type { GreetingParts } from '@/shared/media/greetingParts';
import { previewIndexes, previewTextOf } from '@/shared/lib/specialFields';
import { imagePreviewUrl } from '@/api/fizz/requests';
import type { EditGreeting } from './schemas';

/**
 * A greeting's parts from its edit-flow detail: the intro, the server's images of its personalised
 * text (previewImageCount of them, as the personalise page shows), its clips and its music. The
 * instant preview plays them; the renderer makes them into the file.
 */
export function greetingPartsOf(greeting: EditGreeting): GreetingParts {
  const text = previewTextOf(greeting.specialFields);
  return {
    intro: greeting.introVideo,
    overlays: text ? previewIndexes(greeting.previewImageCount).map((i) => imagePreviewUrl(greeting.taId, i, text)) : [],
    clips: greeting.videos,
    music: chosenMusicUrl(greeting.music),
  };
}
