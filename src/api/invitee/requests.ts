import { startSession } from '@/shared/lib/session';
import { UPLOAD_MESSAGES } from '@/media/uploads/rules';
import { request, type RequestConfig } from '@/api/client';
import { addClip, type AddClipOptions } from '@/api/editor/requests';
import type { AddClipResponse } from '@/api/editor/schemas';
import { inviteGreetingSchema, thankYouClipSchema } from './schemas';

/**
 * The invitee page's GET (path and query), written once: the calls below encode their values; a
 * route's read (reads.ts) passes its pattern's `:params`, which makes the call the start sends.
 */
export const inviteeUrls = {
  greeting: (code: string) => `/rest/invite/${code}/fizz`,
};

/** Uploads may take a while on a phone connection. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** GET /rest/invite/{code}/fizz: the greeting an invite link points at. */
export function getInviteGreeting(code: string) {
  return request({ method: 'GET', url: inviteeUrls.greeting(encodeURIComponent(code)) }, inviteGreetingSchema);
}

export type InviteClipUpload = Omit<AddClipOptions, 'type' | 'uuid'> & {
  /** The greeting the invite is for (the invite fizz response's id). */
  greetingId: string | number;
  /** The invite code from /in/{uuid}. */
  code: string;
  file: File;
};

/**
 * POST /rest/fizz/{fizzId}/add-clip?type=invite&uuid={code}: an invitee's photo or video (no account
 * needed). The same call as the creator's upload, with the invite code as proof and the invitee's
 * name, if they gave one.
 */
export function addInviteClip({ greetingId, code, file, ...options }: InviteClipUpload) {
  return addClip(greetingId, file, { ...options, type: 'invite', uuid: code });
}

/**
 * Did the invitee's upload `uploadId` arrive after all (its answer lost, or sent from another tab)?
 * The invite lists the contributions it received: the answer it would have had, or null.
 */
export async function findInviteUpload(
  code: string,
  uploadId: string,
  greetingId: string | number,
): Promise<AddClipResponse | null> {
  const { uploadIds } = await getInviteGreeting(code);
  return uploadIds.includes(uploadId) ? { status: 'success', message: UPLOAD_MESSAGES.success, clips: [], greetingId } : null;
}

export interface ThankYouClipUpload {
  file: File;
  /** The thank-you greeting to add to; omit on the first upload (a new one is made). */
  greetingId?: string | number;
  /** The greeting being thanked (its viewer uuid). */
  uuid?: string;
  /** A browser recording's format (a form field: 'webm', 'h264-mp4' or 'mpeg', spec part 2 §5). */
  format?: string;
  onUploadProgress?: RequestConfig['onUploadProgress'];
  /** Stops the upload (the page was left): it rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * POST /rest/fizz/thank-you-add-clip (multipart files[]). The anonymous session the server answers
 * (when there was none) is kept: it owns the thank-you greeting.
 */
export async function addThankYouClip({ file, greetingId, uuid, format, onUploadProgress, signal }: ThankYouClipUpload) {
  const form = new FormData();
  form.append('files[]', file, file.name);
  if (format) form.append('format', format);
  const params: Record<string, string> = {};
  if (greetingId !== undefined) params.fizzId = String(greetingId);
  if (uuid) params.uuid = uuid;
  const data = await request(
    {
      method: 'POST',
      url: '/rest/fizz/thank-you-add-clip',
      params,
      data: form,
      timeout: UPLOAD_TIMEOUT_MS,
      onUploadProgress,
      signal,
    },
    thankYouClipSchema,
  );
  if (data.sessionId) startSession(data.sessionId, false);
  return data;
}
