import type { VideoReport } from '@/api/common/schemas';
import { reportNote } from '@/media/clipName';

/**
 * What the recipient page's player shows: the video; 'being made' while the server makes it; or,
 * when its making failed, that it couldn't be made (never 'still being made' for ever).
 */
export type PlayerState = 'video' | 'being-made' | 'failed';

export function playerState(item: { video: string | null; videoReport: VideoReport | null }): PlayerState {
  if (item.videoReport?.failed) return 'failed';
  return item.video ? 'video' : 'being-made';
}

/** The owner's note about the clips the finished video left out, named as the clip list names them; null for anyone else. */
export function ownerLeftOutNote(item: { isOwner: boolean; videoReport: VideoReport | null }): string | null {
  const report = item.videoReport;
  if (!item.isOwner || !report || report.failed) return null;
  return reportNote(report);
}

/** 'Download and save' is the plain link once the server's file is there. */
export const downloadReady = (item: { video: string | null; videoReport: VideoReport | null }): boolean =>
  playerState(item) === 'video';
