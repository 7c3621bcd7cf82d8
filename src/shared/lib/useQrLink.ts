import { useLocation } from 'react-router-dom';
import { qrLink, readQrKey } from './qr';

/** Builds links that stay inside the current card-scan flow, if any. */
export function useQrLink(): { qrKey: string | null; link: (path: string) => string } {
  const { pathname } = useLocation();
  const qrKey = readQrKey(pathname);
  return { qrKey, link: (path: string) => qrLink(path, qrKey) };
}
