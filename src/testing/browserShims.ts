/** What jsdom lacks and the app uses: matchMedia (driven by a test viewport width), <dialog>, scrolling. */
let viewportWidth = 1280;
const mediaListeners = new Set<() => void>();

export function setViewportWidth(width: number): void {
  viewportWidth = width;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  mediaListeners.forEach((l) => l());
}

/** Evaluates the (min|max)-width media queries this app uses. */
function matches(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && viewportWidth > Number(max[1])) return false;
  if (min && viewportWidth < Number(min[1])) return false;
  return Boolean(max || min);
}

export function installBrowserShims(): void {
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, l: () => void) => mediaListeners.add(l),
      removeEventListener: (_: string, l: () => void) => mediaListeners.delete(l),
      addListener: (l: () => void) => mediaListeners.add(l),
      removeListener: (l: () => void) => mediaListeners.delete(l),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;

  window.scrollTo = (() => undefined) as typeof window.scrollTo;

  const proto = HTMLDialogElement.prototype;
  if (!proto.showModal) {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.show = proto.showModal;
    proto.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
}
