import { creditedNames, DEFAULT_END_CARD_LOOK } from '@/media/endCard';
import { chosenMusicUrl } from '@/media/timeline';
import type { GreetingParts } from '@/media/greetingParts';
import { previewIndexes, previewTextOf } from '@/shared/lib/specialFields';
import { imagePreviewUrl } from '@/api/greetings/requests';
import type { EditGreeting } from './schemas';

/**
 * A greeting's parts from its edit-flow detail: the intro, the server's images of its personalised
 * text (previewImageCount of them, as the personalise page shows), its clips, its music and its end
 * card. The
 * instant preview plays them; the renderer makes them into the file.
 */
export function greetingPartsOf(greeting: EditGreeting): GreetingParts {
  const text = previewTextOf(greeting.specialFields);
  return {
    intro: greeting.introVideo,
    overlays: text ? previewIndexes(greeting.previewImageCount).map((i) => imagePreviewUrl(greeting.taId, i, text)) : [],
    clips: greeting.videos,
    music: chosenMusicUrl(greeting.music),
    // the creator first, then everyone whose clips carry a name, in the clips' order
    endCard: {
      names: creditedNames([
        greeting.creatorName,
        ...[...greeting.videos].sort((a, b) => a.index - b.index).map((c) => c.contributorName),
      ]),
      look: greeting.look ?? DEFAULT_END_CARD_LOOK,
    },
  };
}
