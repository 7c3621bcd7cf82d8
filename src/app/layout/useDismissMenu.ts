import { useEffect, type RefObject } from 'react';

/**
 * Closes an open drop-down menu the ways people expect: Escape (focus goes back to its toggle
 * when it was inside the menu), a click or tap outside `area` (the bar with the toggle and the
 * menu), and any modal <dialog> opening, so the menu never stays open behind a modal.
 */
export function useDismissMenu({
  open,
  close,
  area,
  toggle,
}: {
  open: boolean;
  close: () => void;
  area: RefObject<HTMLElement | null>;
  toggle: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focusWasInside = area.current?.contains(document.activeElement) ?? false;
      close();
      if (focusWasInside) toggle.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !area.current?.contains(event.target)) close();
    };
    // a dialog opens with showModal(), which sets its `open` attribute
    const dialogs = new MutationObserver((records) => {
      if (records.some((r) => r.target instanceof HTMLDialogElement && r.target.open)) close();
    });
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    dialogs.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      dialogs.disconnect();
    };
  }, [open, close, area, toggle]);
}
