import { ALL_FORMATS, BlobSource, Input, VideoSampleSink, type InputAudioTrack, type InputVideoTrack } from 'mediabunny';
import { containRect, PHOTO_MOTION, type Size } from '@/media/frame';
import { videoDecodability } from './decodable';
import { rangedUrlSource } from './urlSource';
import type { RenderJob } from './protocol';

// The greeting's files, opened and checked before anything is drawn: a video the browser cannot
// decode (an .avi, HEVC on Linux, a broken or empty file) or a photo it cannot read is left out,
// as the instant preview leaves out what fails to load.

export type OpenedVideo = { video: InputVideoTrack; sound: InputAudioTrack | null; duration: number; input: Input };

export type OpenedMedia = {
  videos: Map<string, OpenedVideo>;
  photos: Map<string, ImageBitmap>;
  /** Every file that could not be used, by URL. */
  failed: Set<string>;
  /** Closes every file. */
  close(): void;
};

/** A file of the greeting: the Blob the page handed over, else read from its URL in ranges. */
export function openInput(src: string, files: Record<string, Blob>): Input {
  const blob = Object.hasOwn(files, src) ? files[src] : null;
  const source = blob ? new BlobSource(blob) : rangedUrlSource(new URL(src, self.location.href));
  return new Input({ source, formats: ALL_FORMATS });
}

async function readBlob(src: string, files: Record<string, Blob>): Promise<Blob> {
  if (Object.hasOwn(files, src)) return files[src];
  const response = await fetch(new URL(src, self.location.href));
  if (!response.ok) throw new Error(`${src}: ${response.status}`);
  return response.blob();
}

/** A sound track that decodes, or null. */
async function decodableSound(input: Input): Promise<InputAudioTrack | null> {
  const track = await input.getPrimaryAudioTrack();
  return track && (await track.canDecode()) ? track : null;
}

async function openVideo(src: string, files: Record<string, Blob>): Promise<OpenedVideo> {
  const input = openInput(src, files);
  try {
    const video = await input.getPrimaryVideoTrack();
    if (!video || (await videoDecodability(video)) === 'refused') throw new Error(`${src}: no video this browser decodes`);
    const duration = await input.computeDuration([video]);
    if (!(duration > 0)) throw new Error(`${src}: no frames`);
    // a file can look right and still not decode (a broken or cut-off file): its first frame tells
    const first = await new VideoSampleSink(video).getSample(await video.getFirstTimestamp());
    if (!first) throw new Error(`${src}: its first frame does not decode`);
    first.close();
    const sound = await decodableSound(input).catch(() => null);
    return { video, sound, duration, input };
  } catch (error) {
    input.dispose();
    throw error;
  }
}

/** A photo decoded (upright, as its EXIF says) at no more pixels than its movement ever shows. */
async function openPhoto(src: string, files: Record<string, Blob>, frame: Size): Promise<ImageBitmap> {
  const blob = await readBlob(src, files);
  const full = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  const fit = containRect(full, frame);
  const scale = (fit.width * PHOTO_MOTION.scale) / full.width;
  if (scale >= 1) return full;
  const resized = await createImageBitmap(full, {
    resizeWidth: Math.round(full.width * scale),
    resizeHeight: Math.round(full.height * scale),
    resizeQuality: 'high',
  });
  full.close();
  return resized;
}

/** Opens every file the job names, at once; what fails is listed in `failed`. */
export async function openMedia(job: RenderJob): Promise<OpenedMedia> {
  const videos = new Map<string, OpenedVideo>();
  const photos = new Map<string, ImageBitmap>();
  const failed = new Set<string>();
  const inputs: Input[] = [];
  const videoSrcs = new Set<string>([
    ...(job.intro ? [job.intro] : []),
    ...job.clips.flatMap((c) => (!c.isImage && c.video ? [c.video] : [])),
  ]);
  const photoSrcs = new Set(job.clips.flatMap((c) => (c.isImage ? [c.image] : [])));
  // the music is the sound worker's to open (encodeSound.ts): only the pictures' files here
  await Promise.all([
    ...[...videoSrcs].map((src) =>
      openVideo(src, job.files).then(
        (opened) => {
          videos.set(src, opened);
          inputs.push(opened.input);
        },
        () => failed.add(src),
      ),
    ),
    ...[...photoSrcs].map((src) =>
      openPhoto(src, job.files, job.size).then(
        (bitmap) => photos.set(src, bitmap),
        () => failed.add(src),
      ),
    ),
  ]);
  return {
    videos,
    photos,
    failed,
    close: () => {
      inputs.forEach((i) => i.dispose());
      photos.forEach((p) => p.close());
    },
  };
}
