import { bypass } from 'msw';

// The app's own static files (a demo greeting's stock video under /media/...), read by the fake
// server so it can serve them itself: a download then answers with its name and byte ranges, as any
// other, rather than a redirect to a file server that sends neither. In the browser they come from
// the site, past the fake server; `npm run mock:server` and vitest read public/media from disk
// (mocks/publicMedia.ts sets that reader).

export type StaticMediaReader = (path: string, base: string) => Promise<Blob | null>;

const fromSite: StaticMediaReader = async (path, base) => {
  const answer = await fetch(bypass(new URL(path, base).href)).catch(() => null);
  return answer?.ok ? answer.blob() : null;
};

let reader: StaticMediaReader = fromSite;

export function setStaticMediaReader(next: StaticMediaReader): void {
  reader = next;
}

/** A static file by its path ('/media/videos/greeting-1.mp4'), with its type; null when there is none. */
export function readStaticMedia(path: string, base: string): Promise<Blob | null> {
  return reader(path, base);
}
