import { useSyncExternalStore } from 'react';
import { useRenderAssumptions } from './renderAssumptions';

/** A width query (`(max-width: 767.98px)`, `(min-width: 768px)`) at an assumed width; anything else is false. */
export function matchesAssumedWidth(query: string, width: number | undefined): boolean {
  const parts = /^\((max|min)-width:\s*([\d.]+)px\)$/.exec(query);
  if (!parts || width === undefined) return false;
  return parts[1] === 'max' ? width <= Number(parts[2]) : width >= Number(parts[2]);
}

export function useMediaQuery(query: string): boolean {
  // a render outside a browser (the build's shells) answers at the width it assumes
  const { viewportWidth } = useRenderAssumptions();
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => matchesAssumedWidth(query, viewportWidth),
  );
}
