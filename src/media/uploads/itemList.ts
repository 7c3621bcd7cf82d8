/**
 * The queue's list of files, read by a screen with useSyncExternalStore: every change makes a new
 * array (one writer, `set`) and everyone subscribed hears of it.
 */
export class ItemList<T extends { readonly id: string }> {
  private items: readonly T[] = [];
  private readonly listeners = new Set<() => void>();

  getSnapshot = (): readonly T[] => this.items;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  find(id: string): T | undefined {
    return this.items.find((i) => i.id === id);
  }

  first(which: (item: T) => boolean): T | undefined {
    return this.items.find(which);
  }

  count(which: (item: T) => boolean): number {
    return this.items.filter(which).length;
  }

  /** Changes the items `which` picks; nothing changes (and no one hears of it) when it picks none. */
  patch(which: (item: T) => boolean, fn: (item: T) => T): void {
    if (!this.items.some(which)) return;
    this.set(this.items.map((i) => (which(i) ? fn(i) : i)));
  }

  update(id: string, fn: (item: T) => T): void {
    this.patch((i) => i.id === id, fn);
  }

  remove(which: (item: T) => boolean): void {
    if (this.items.some(which)) this.set(this.items.filter((i) => !which(i)));
  }

  /** The one writer of the list: every change ends here, and subscribers hear of it. */
  set(items: readonly T[]): void {
    this.items = items;
    this.listeners.forEach((l) => l());
  }
}
