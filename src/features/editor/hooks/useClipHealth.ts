import { useEffect, useState } from 'react';
import type { Clip } from '@/api/editor/schemas';
import type { ClipHealth } from '@/media/render/probeClip';

/**
 * Step 4's check of every video clip, as the finished video will take it (the renderer's own
 * checks, run here: render/probeClip.ts, loaded with the first check). By video URL; a clip not in
 * it is still being checked.
 */
export function useClipHealth(clips: readonly Pick<Clip, 'isImage' | 'video'>[]): Readonly<Record<string, ClipHealth>> {
  const [health, setHealth] = useState<Record<string, ClipHealth>>({});
  const videos = clips.flatMap((c) => (!c.isImage && c.video ? [c.video] : []));
  const waiting = videos.filter((src) => !(src in health));
  const key = waiting.join('\n');

  useEffect(() => {
    // without WebCodecs this browser makes no video at all (the finish path says so): nothing to check
    if (!key || typeof VideoDecoder === 'undefined') return;
    let stopped = false;
    void (async () => {
      const { probeClip } = await import('@/media/render/probeClip');
      // one at a time: each opens its file, and the page stays responsive
      for (const src of key.split('\n')) {
        const found = await probeClip(src).catch((): ClipHealth => 'broken');
        if (stopped) return;
        setHealth((h) => ({ ...h, [src]: found }));
      }
    })();
    return () => {
      stopped = true;
    };
  }, [key]);

  return health;
}
