import { useCallback, useEffect, useState } from 'react';

type Media = { src: string; isVideo: boolean };

/**
 * What the player learns about the media: each video's length (so the progress bar is right before
 * it plays) and which files fail to load (they are skipped). Probing starts once `start` is true:
 * after the first frame, so it never competes with it.
 */
export function useMediaProbe(media: readonly Media[], start: boolean) {
  const [lengths, setLengths] = useState<Record<string, number>>({});
  const [failedSrcs, setFailedSrcs] = useState<ReadonlySet<string>>(() => new Set());

  const learnLength = useCallback((src: string, seconds: number) => {
    if (!Number.isFinite(seconds) || seconds <= 0) return;
    setLengths((l) => (l[src] === seconds ? l : { ...l, [src]: seconds }));
  }, []);

  const markFailed = useCallback((src: string) => {
    setFailedSrcs((f) => (f.has(src) ? f : new Set([...f, src])));
  }, []);

  const key = media.map((m) => m.src).join('\n');
  useEffect(() => {
    if (!start) return;
    const probes = media.map(({ src, isVideo }) => {
      if (!isVideo) {
        const img = new Image();
        img.onerror = () => markFailed(src);
        img.src = src;
        return () => {
          img.onerror = null;
        };
      }
      const v = document.createElement('video');
      v.preload = 'metadata';
      v.muted = true;
      const release = () => {
        v.onloadedmetadata = null;
        v.onerror = null;
        v.removeAttribute('src');
      };
      v.onloadedmetadata = () => {
        learnLength(src, v.duration);
        release();
      };
      v.onerror = () => {
        markFailed(src);
        release();
      };
      v.src = src;
      return release;
    });
    return () => probes.forEach((release) => release());
    // the list of files, not the array's identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, start, learnLength, markFailed]);

  return { lengths, failedSrcs, learnLength, markFailed };
}
