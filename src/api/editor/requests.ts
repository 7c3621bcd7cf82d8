import { okSchema } from '@/api/common/schemas';
import { UPLOAD_MESSAGES } from '@/media/uploads/rules';
import { cacheBust, request } from '@/api/client';
import {
  addClipResponseSchema,
  editDetailResponseSchema,
  newestActorResponseSchema,
  type AddClipResponse,
  type AddClipType,
  type AudioOption,
  type ClipId,
  type TrimBody,
} from './schemas';

/**
 * The edit flow's GET (path and query), written once: the calls below encode their values; a route's
 * read (reads.ts) passes its pattern's `:params`, which makes the call the start sends.
 */
export const editorUrls = {
  detail: (greetingId: string) => `/rest/fizz/${greetingId}/detail?type=edit-flow`,
};

type Id = string | number;
const seg = (v: Id) => encodeURIComponent(String(v));

/** Uploads are big and phones are slow: an upload may take this long before it gives up. */
export const UPLOAD_TIMEOUT_MS = 15 * 60_000;

/** GET /rest/fizz/{id}/detail?type=edit-flow&cache=: the greeting and the contributor-polling flag. */
export const getEditDetail = (greetingId: Id) =>
  request({ method: 'GET', url: editorUrls.detail(seg(greetingId)), params: { cache: cacheBust() } }, editDetailResponseSchema);

/** POST /rest/fizz/{id}/update-current-step?cache=: persists the edit step. */
export const updateCurrentStep = (greetingId: Id, currentStep: number) =>
  request(
    {
      method: 'POST',
      url: `/rest/fizz/${seg(greetingId)}/update-current-step`,
      params: { cache: cacheBust() },
      data: { currentStep },
    },
    okSchema,
  );

/** PUT /rest/fizz/{id}/music: the background music (a track without a url means none). */
export const saveMusic = (greetingId: Id, musicId: number) =>
  request({ method: 'PUT', url: `/rest/fizz/${seg(greetingId)}/music`, data: { musicId } }, okSchema);

export type AddClipOptions = {
  type?: AddClipType;
  /** The invite code, for type=invite (and an invitee's desktop-record). */
  uuid?: string;
  /** The recorded microphone level, for type=desktop-record. */
  micVol?: number;
  /** The file size in MB as the query carries it (the caller applies the unknown-size rule). */
  sizeMb: number;
  /** The client's id for this upload (a form field): sent again, the server answers the clip it already made. */
  uploadId?: string;
  /** A browser recording's format (a form field: 'webm', 'h264-mp4' or 'mpeg', spec part 2 §5). */
  format?: string;
  /** An invitee's first name (a form field, beyond the spec: docs/spec-choices.md; see contributorNameSchema). */
  contributorName?: string;
  isVideo: boolean;
  onUploadProgress?: (event: { loaded: number; total: number | undefined }) => void;
  signal?: AbortSignal;
};

/**
 * POST /rest/fizz/{id}/add-clip?type=&size=&isVideo=: multipart with one `files[]` part per file.
 * Progress comes from the browser's real upload events (XMLHttpRequest upload events).
 */
export const addClip = (greetingId: Id, files: File | File[], options: AddClipOptions) => {
  const form = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) form.append('files[]', file, file.name);
  const { type = 'upload', uuid, micVol, sizeMb, isVideo, onUploadProgress, signal, uploadId, format, contributorName } = options;
  if (uploadId) form.append('uploadId', uploadId);
  if (format) form.append('format', format);
  if (contributorName) form.append('contributorName', contributorName);
  return request(
    {
      method: 'POST',
      url: `/rest/fizz/${seg(greetingId)}/add-clip`,
      params: {
        type,
        ...(uuid ? { uuid } : {}),
        size: sizeMb,
        isVideo: isVideo ? 'yes' : 'no',
        ...(micVol !== undefined ? { micVol } : {}),
      },
      data: form,
      timeout: UPLOAD_TIMEOUT_MS,
      signal,
      onUploadProgress,
    },
    addClipResponseSchema,
  );
};

/** The clip a kept upload made, if the server has it (add-clip echoes the client's uploadId). */
const clipUploadId = (clip: object): unknown => (clip as { uploadId?: unknown }).uploadId;

/**
 * Did upload `uploadId` arrive after all (sent before, its answer lost; or sent from another tab)?
 * The greeting's clips say: the answer it would have had, or null when it is not there.
 */
export async function findUploadedClips(greetingId: Id, uploadId: string): Promise<AddClipResponse | null> {
  const { greeting } = await getEditDetail(greetingId);
  const clips = greeting.videos.filter((v) => clipUploadId(v) === uploadId);
  return clips.length ? { status: 'success', message: UPLOAD_MESSAGES.success, clips, greetingId } : null;
}

/** PUT /rest/video/rearrange: the greeting's clip ids in their new order. */
export const rearrangeClips = (videos: readonly ClipId[]) =>
  request({ method: 'PUT', url: '/rest/video/rearrange', data: { videos } }, okSchema);

/** DELETE /rest/video/{id}. */
export const deleteClip = (clipId: ClipId) => request({ method: 'DELETE', url: `/rest/video/${seg(clipId)}` }, okSchema);

/**
 * The caption as one path segment. An empty caption, '.' and '..' cannot travel as a segment of
 * their own (the URL parser drops dot segments), so they get a trailing space the server trims.
 */
export function captionSegment(caption: string): string {
  const text = caption.trim();
  return encodeURIComponent(text === '' || text === '.' || text === '..' ? `${text} ` : text);
}

/** PUT /rest/video/{id}/caption/{caption}. */
export const saveCaption = (clipId: ClipId, caption: string) =>
  request({ method: 'PUT', url: `/rest/video/${seg(clipId)}/caption/${captionSegment(caption)}` }, okSchema);

/** POST /rest/video/audio-option {video, audioOption}. */
export const saveAudioOption = (clipId: ClipId, audioOption: AudioOption) =>
  request({ method: 'POST', url: '/rest/video/audio-option', data: { video: clipId, audioOption } }, okSchema);

/** PUT /rest/video/{id}/trim {trimStart, trimEnd} (seconds). */
export const trimClip = (clipId: ClipId, trim: TrimBody) =>
  request({ method: 'PUT', url: `/rest/video/${seg(clipId)}/trim`, data: trim }, okSchema);

/** POST /rest/fizz/{id}/newest-actor-video: the newest contributor clip's id (null when none). */
export const getNewestActorVideo = async (greetingId: Id) =>
  (await request({ method: 'POST', url: `/rest/fizz/${seg(greetingId)}/newest-actor-video` }, newestActorResponseSchema)).videoId;
