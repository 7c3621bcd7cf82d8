import type { CSSProperties, ReactNode } from 'react';
import styles from './Skeleton.module.css';

type Size = number | string;

type SkeletonProps = {
  /** CSS width (a number is px); default the full width. */
  width?: Size;
  /** CSS height (a number is px); or give `aspectRatio` for pictures. */
  height?: Size;
  /** e.g. '16 / 9', so a placeholder picture is exactly as tall as the real one will be. */
  aspectRatio?: string;
  shape?: 'box' | 'round' | 'pill' | 'text';
  className?: string;
};

/**
 * A grey placeholder shaped like what it stands in for, so nothing moves when the content
 * replaces it. Decorative: a `SkeletonRegion` around it tells screen readers what is loading.
 */
export function Skeleton({ width, height, aspectRatio, shape = 'box', className }: SkeletonProps) {
  const style: CSSProperties = { width, height, aspectRatio };
  return <span aria-hidden="true" className={`${styles.bone} ${styles[shape]} ${className ?? ''}`} style={style} />;
}

/** Lines of placeholder text; the last one shorter, as a paragraph's is. */
export function SkeletonText({ lines = 1, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={`${styles.lines} ${className ?? ''}`}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} shape="text" width={lines > 1 && i === lines - 1 ? '60%' : undefined} />
      ))}
    </span>
  );
}

/**
 * The loading state of a screen or a section: announced once as `label` (role=status, 'Loading…'
 * by default), with placeholder shapes laid out like the content it waits for.
 */
export function SkeletonRegion({
  label = 'Loading…',
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
