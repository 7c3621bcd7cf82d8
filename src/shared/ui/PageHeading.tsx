import { useEffect, useRef, type HTMLAttributes } from 'react';

/**
 * The page's h1. It takes focus when it mounts, so after every navigation a screen reader
 * announces the new page and keyboard users start from its top.
 */
export function PageHeading({ children, className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    // keep focus a user (or autofocus) already put inside the page's content
    if (active && active !== document.body && ref.current?.closest('main')?.contains(active)) return;
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={`page-heading ${className ?? ''}`} {...rest}>
      {children}
    </h1>
  );
}
