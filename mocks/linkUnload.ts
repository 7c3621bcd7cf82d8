// Opening another app from a link (sms:, mailto:, tel:…) or a download fires `beforeunload`, but the
// page stays. msw's worker takes `beforeunload` as the page closing: it tells its service worker the
// client is gone, and every later /rest call of the page fell through to the static server and got
// index.html ('Download and save' then said the server sent no video). This keeps such an unload
// from msw: registered before worker.start(), in the capture phase, it stops the event reaching
// msw's listener when a link of that kind was clicked just before. A real unload still reaches it.

/** A beforeunload this soon after such a click is that click's, not the page closing. */
export const LINK_UNLOAD_MS = 1_000;

/** A link whose navigation leaves the page where it is: another app's scheme, or a download. */
export function keepsPage(link: { href: string; download: boolean }, base: string): boolean {
  if (link.download) return true;
  try {
    return !/^https?:$/.test(new URL(link.href, base).protocol);
  } catch {
    return false;
  }
}

/** Guards the window's beforeunload from links that keep the page; answers the function that removes the guard. */
export function guardUnloadFromLinks(now: () => number = () => performance.now()): () => void {
  const controller = new AbortController();
  let clickedAt = Number.NEGATIVE_INFINITY;
  const options = { capture: true, signal: controller.signal };
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    if (keepsPage({ href: link.href, download: link.hasAttribute('download') }, window.location.href)) clickedAt = now();
  };
  const onUnload = (event: Event) => {
    if (now() - clickedAt < LINK_UNLOAD_MS) event.stopImmediatePropagation();
  };
  window.addEventListener('click', onClick, options);
  window.addEventListener('beforeunload', onUnload, options);
  return () => controller.abort();
}
