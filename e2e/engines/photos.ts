import type { Driver } from './driver';

// Photos made in the engine's own canvas, so their size and colours are known exactly.

/**
 * A phone-sized JPEG (4032 × 3024 by default): red on the left half, blue on the right, with fine
 * noise over both so it weighs what a phone's photo does.
 */
export async function phonePhoto(d: Driver, width = 4032, height = 3024): Promise<Buffer> {
  const base64 = await d.evaluate(
    async ([width, height]) => {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = 'rgb(220, 20, 30)';
      ctx.fillRect(0, 0, width / 2, height);
      ctx.fillStyle = 'rgb(20, 40, 220)';
      ctx.fillRect(width / 2, 0, width / 2, height);
      // a tile of noise repeated: detail for the encoder without a slow per-pixel loop over 12 MP
      const tile = new ImageData(256, 256);
      for (let i = 0; i < tile.data.length; i += 4) {
        const v = Math.random() * 255;
        tile.data.set([v, v, v, 18], i);
      }
      const noise = new OffscreenCanvas(256, 256);
      noise.getContext('2d')!.putImageData(tile, 0, 0);
      ctx.fillStyle = ctx.createPattern(noise, 'repeat')!;
      ctx.fillRect(0, 0, width, height);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** A photo the page can load: its size, and the colours a quarter and three quarters across its middle. */
export function photoFacts(d: Driver, src: string) {
  return d.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(img, 0, 0);
    const at = (x: number) =>
      Array.from(ctx.getImageData(Math.round(x * img.naturalWidth), img.naturalHeight >> 1, 1, 1).data.slice(0, 3));
    return { width: img.naturalWidth, height: img.naturalHeight, left: at(0.25), right: at(0.75) };
  }, src);
}
