import { useState } from 'react';
import type { Clip } from '@/api/editor/schemas';
import { clipThumbnail } from '@/features/editor/rules/clips';

type ClipThumbProps = { clip: Pick<Clip, 'isImage' | 'image' | 'video'>; className?: string; width: number; height: number };

/**
 * A clip's picture in the list: the photo, the video's own thumbnail, or a frame of the video
 * itself (only its metadata and first frames load). A video that cannot load falls back to the
 * server's thumbnail. Decorative: the row's text names the clip.
 */
export function ClipThumb({ clip, className, width, height }: ClipThumbProps) {
  const thumb = clipThumbnail(clip);
  const [frameFailed, setFrameFailed] = useState(false);
  if (thumb.kind === 'video-frame' && !frameFailed) {
    return (
      <video
        className={className}
        src={thumb.src}
        width={width}
        height={height}
        preload="metadata"
        muted
        playsInline
        disablePictureInPicture
        tabIndex={-1}
        aria-hidden="true"
        data-testid="clip-frame"
        onError={() => setFrameFailed(true)}
      />
    );
  }
  const src = thumb.kind === 'image' ? thumb.src : thumb.fallback;
  return (
    <img className={className} src={src} alt="" width={width} height={height} loading="lazy" decoding="async" draggable={false} />
  );
}
