import { useEffect, useImperativeHandle, useRef, type HTMLAttributes, type Ref } from 'react';
import { isFirstPage } from '@/shared/lib/firstPage';

type PageHeadingProps = HTMLAttributes<HTMLHeadingElement> & { ref?: Ref<HTMLHeadingElement> };

type FocusState = {
  /** What has focus now (body or null: nothing). */
  focused: Element | null;
  /** What had focus when the heading mounted. */
  focusedAtMount: Element | null;
  /** Still the visit's first page (src/shared/lib/firstPage.ts). */
  firstPage: boolean;
  /** The focused element is inside the page's own content (its main). */
  inPage: boolean;
};

/**
 * Whether a new page's heading takes focus: always from nothing, or from the link a navigation
 * left it on; never from focus the visitor put somewhere themselves: inside the page, anywhere on
 * the visit's first page (its code and data may arrive after they opened the menu), or anywhere
 * since the heading mounted.
 */
export function headingTakesFocus({ focused, focusedAtMount, firstPage, inPage }: FocusState): boolean {
  if (!focused || focused === document.body) return true;
  return !firstPage && focused === focusedAtMount && !inPage;
}

/**
 * The page's h1. It takes focus when it mounts (headingTakesFocus), so after every navigation a
 * screen reader announces the new page and keyboard users start from its top. `ref` lets a page
 * focus it again.
 */
export function PageHeading({ children, className, ref, ...rest }: PageHeadingProps) {
  const inner = useRef<HTMLHeadingElement>(null);
  useImperativeHandle(ref, () => inner.current!, []); // set once mounted
  useEffect(() => {
    const focused = document.activeElement;
    const inPage = !!focused && !!inner.current?.closest('main')?.contains(focused);
    if (headingTakesFocus({ focused, focusedAtMount: focused, firstPage: isFirstPage(), inPage }))
      inner.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={inner} tabIndex={-1} className={`page-heading ${className ?? ''}`} {...rest}>
      {children}
    </h1>
  );
}
