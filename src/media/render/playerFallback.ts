import type { GreetingParts } from '@/media/greetingParts';
import { probeClip } from './probeClip';

// Every clip the instant preview can play goes in the finished video: one that WebCodecs cannot
// decode but the browser's player plays is converted that way (playerTranscode.ts) before the
// render, and handed to it as a file of its own. Runs in the page.

async function blobOf(src: string, files: Record<string, Blob>): Promise<Blob> {
  if (Object.hasOwn(files, src)) return files[src];
  const response = await fetch(src);
  if (!response.ok) throw new Error(`${src}: ${response.status}`);
  return response.blob();
}

/** `files` with each video only the browser's player plays replaced by a converted copy (a clip that fails stays as it was: the render leaves it out and says so). */
export async function withPlayerFallbacks(parts: GreetingParts, files: Record<string, Blob>): Promise<Record<string, Blob>> {
  const videos = new Set([
    ...(parts.intro ? [parts.intro] : []),
    ...parts.clips.flatMap((c) => (!c.isImage && c.video ? [c.video] : [])),
  ]);
  const out = { ...files };
  for (const src of videos) {
    try {
      if ((await probeClip(Object.hasOwn(files, src) ? files[src] : src)) !== 'browser-only') continue;
      const { transcodeWithPlayer } = await import('./playerTranscode');
      out[src] = await transcodeWithPlayer(await blobOf(src, files));
    } catch (error) {
      console.warn('[render] a clip could not be converted by the browser’s player', src, error);
    }
  }
  return out;
}
