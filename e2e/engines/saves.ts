import type { Driver } from './driver';

// What the page saves as a file ('Download and save' fetches the video and saves it through an
// <a download> of a Blob), seen from inside the page the same way in every engine.

type SavedFile = { name: string; size: number; ftyp: boolean };
type SavedFilesWindow = Window & { e2eSaved?: SavedFile[] };

/** From now on, keeps each file the page saves through an <a download> of a blob: its name, size and whether it is an MP4. */
export const watchSavedFiles = (d: Driver) =>
  d.evaluate(() => {
    const w = window as unknown as SavedFilesWindow;
    if (w.e2eSaved) return;
    const saved: SavedFile[] = [];
    w.e2eSaved = saved;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function keep(this: HTMLAnchorElement) {
      if (this.download && this.href.startsWith('blob:')) {
        const name = this.download;
        void fetch(this.href)
          .then((r) => r.arrayBuffer())
          .then((b) =>
            saved.push({ name, size: b.byteLength, ftyp: new TextDecoder().decode(new Uint8Array(b, 4, 4)) === 'ftyp' }),
          );
      }
      return click.call(this);
    };
  });

/** Clicks `press`, then waits for the page to save a file; answers it. */
export async function saveWith(d: Driver, press: () => Promise<void>, timeout = 60_000): Promise<SavedFile> {
  await watchSavedFiles(d);
  const before = await d.evaluate(() => (window as unknown as SavedFilesWindow).e2eSaved!.length);
  await press();
  return d.waitFor((n) => (window as unknown as SavedFilesWindow).e2eSaved![n], {
    arg: before,
    timeout,
    message: 'a saved file',
  });
}
