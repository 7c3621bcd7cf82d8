import { useSyncExternalStore } from 'react';

let widthAtBuild: number | undefined;

/**
 * The viewport width a build-time render assumes (the start shells, src/app/start/renderShell.tsx,
 * are made for a phone and a wide screen); in the browser matchMedia answers.
 */
export function assumeViewportWidth(width: number | undefined): void {
  widthAtBuild = width;
}

/** A width query (`(max-width: 767.98px)`, `(min-width: 768px)`) at the assumed width; anything else is false. */
export function matchesAssumedWidth(query: string, width = widthAtBuild): boolean {
  const parts = /^\((max|min)-width:\s*([\d.]+)px\)$/.exec(query);
  if (!parts || width === undefined) return false;
  return parts[1] === 'max' ? width <= Number(parts[2]) : width >= Number(parts[2]);
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => matchesAssumedWidth(query),
  );
}
