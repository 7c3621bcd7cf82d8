import { useEffect, useImperativeHandle, useRef, type HTMLAttributes, type Ref } from 'react';
import { isFirstPage } from '../lib/firstPage';

type PageHeadingProps = HTMLAttributes<HTMLHeadingElement> & { ref?: Ref<HTMLHeadingElement> };

/**
 * The page's h1. It takes focus when it mounts, so after every navigation a screen reader
 * announces the new page and keyboard users start from its top. `ref` lets a page focus it again.
 */
export function PageHeading({ children, className, ref, ...rest }: PageHeadingProps) {
  const inner = useRef<HTMLHeadingElement>(null);
  useImperativeHandle(ref, () => inner.current!, []); // set once mounted
  useEffect(() => {
    const atMount = document.activeElement;
    const focusHeading = () => {
      const active = document.activeElement;
      if (active && active !== document.body) {
        // keep focus a user (or autofocus) put inside the page's content, or anywhere on the
        // visit's first page, or anywhere since the heading mounted (a menu opened in that frame)
        if (isFirstPage() || active !== atMount || inner.current?.closest('main')?.contains(active)) return;
      }
      inner.current?.focus({ preventScroll: true });
    };
    // after the browser's next frame: the new page is laid out by then, so the focus costs nothing
    // (at once, it would lay out the whole new page inside React's commit: a long task on a phone)
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(focusHeading, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return (
    <h1 ref={inner} tabIndex={-1} className={`page-heading ${className ?? ''}`} {...rest}>
      {children}
    </h1>
  );
}
