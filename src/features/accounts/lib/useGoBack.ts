import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** History back, or `fallback` when this page is the first one of the visit. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx;
    // the first entry of a visit: the router's key is 'default' (memory) or its history idx is 0
    const first = key === 'default' || idx === 0;
    if (first) navigate(fallback, { replace: true });
    else navigate(-1);
  }, [navigate, key, fallback]);
}
