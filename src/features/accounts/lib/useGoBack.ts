import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** This page is the first one of the visit: the router's key is 'default' (a fresh load, or memory) or its history idx is 0. */
export function isFirstEntry(locationKey: string): boolean {
  const idx = (window.history.state as { idx?: number } | null)?.idx;
  return locationKey === 'default' || idx === 0;
}

/** History back, or `fallback` when this page is the first one of the visit. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (isFirstEntry(key)) navigate(fallback, { replace: true });
    else navigate(-1);
  }, [navigate, key, fallback]);
}
