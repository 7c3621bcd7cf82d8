import { fileNameFromDisposition } from '@/media/fileName';
import { MESSAGES } from '@/shared/lib/errorMessage';
import { safeDownloadHref } from '@/shared/lib/shareLinks';

// A greeting's video as a file on this device: fetched from the server's download link (never a
// page saved by mistake: only a video is taken), or made here; then saved or shared.

export type FileProgress = {
  /** 0..1; null while the size is unknown. */
  done: number | null;
  secondsLeft: number | null;
  /** Made on this device (a render), not downloaded. */
  making: boolean;
  /** Being made by another render (the server's, another tab's): this waits for it, then takes its file. */
  waiting?: boolean;
};

/** Where a video file comes from: a download, or a render on this device. Aborting stops it. */
export type VideoFileSource = (context: VideoFileContext) => Promise<File>;
export type VideoFileContext = { signal: AbortSignal; onProgress: (p: FileProgress) => void };

/**
 * 'Download and save' as the link it is (spec part 1 §7: {shareUrl}/download): `href`, with the file
 * name as its download attribute, so saving it, opening it in a new tab or a long press work as for
 * any link. While the server's file is not `ready` (being made, or its making failed) the page takes
 * the click over and `source` gets the file: downloaded, waited for or made on this device. `source`
 * also gives the file itself to phones that share files.
 */
export type VideoDownload = { href: string; fileName: string; ready: boolean; source: VideoFileSource };

/**
 * Whether a plain click on a download link reaches the server, as a link's does. Not while a service
 * worker answers this page's calls (the in-browser fake server): Chromium never asks a service
 * worker for an <a download>, so the static host would answer with the app's page. The page then
 * fetches the file through the worker and saves it itself.
 */
export function linkReachesServer(): boolean {
  return typeof navigator === 'undefined' || !navigator.serviceWorker?.controller;
}

/** The server's video as a download: the link, and the same file fetched when a click is taken over or it is shared. */
export function serverVideoDownload(url: string | null | undefined, fileName: string, ready: boolean): VideoDownload | null {
  const href = safeDownloadHref(url);
  return href ? { href, fileName, ready, source: serverVideoFile(href, fileName) } : null;
}

export const VIDEO_FILE_MESSAGES = {
  notVideo: "The video couldn't be downloaded: the server didn't send a video. Please try again later.",
  failed: "The video couldn't be downloaded. Please try again.",
} as const;

/** A server refusal's own message ({status: 'error', message}), else a general one. */
async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // not JSON
  }
  return VIDEO_FILE_MESSAGES.failed;
}

/** Reads a response's body, telling how much has come when the size is known. */
async function readBody(response: Response, onProgress: (done: number | null) => void): Promise<Blob> {
  const total = Number(response.headers.get('content-length'));
  if (!response.body || !(total > 0)) return response.blob();
  const reader = response.body.getReader();
  const parts: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    received += value.length;
    onProgress(Math.min(1, received / total));
  }
  return new Blob(parts);
}

/** The video at `url` (a greeting's downloadUrl), named as the server says or `fallbackName`. */
export function serverVideoFile(url: string, fallbackName: string): VideoFileSource {
  return async ({ signal, onProgress }) => {
    // only ever fetched over http(s): a server's javascript: or data: link is refused, never followed
    if (!/^https?:$/.test(new URL(url, window.location.href).protocol)) throw new Error(VIDEO_FILE_MESSAGES.failed);
    let response: Response;
    try {
      response = await fetch(url, { signal });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new Error(MESSAGES.network);
    }
    if (!response.ok) throw new VideoNotReady(await refusalMessage(response), response.status);
    const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (!type.startsWith('video/')) throw new Error(VIDEO_FILE_MESSAGES.notVideo);
    const blob = await readBody(response, (done) => onProgress({ done, secondsLeft: null, making: false }));
    const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
    return new File([blob], name, { type });
  };
}

/** The server answered, but with no video (409 while it is being made, 404 when there is none). */
export class VideoNotReady extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'VideoNotReady';
  }
}

/** Saves the file to the device's downloads (iOS: to Files). */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // long enough for the browser to take the file
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Phones that can share a file itself (to WhatsApp, Messages…), not only a link. */
export function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function' || typeof File === 'undefined') return false;
  try {
    return navigator.canShare({ files: [new File([''], 'greeting.mp4', { type: 'video/mp4' })] });
  } catch {
    return false;
  }
}
