import { EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output, BufferTarget } from 'mediabunny';
import { makeClip } from '../../bench/render/fixtures';

// Test media made in the browser, so no large files sit in the repository.

export { makeClip };

/** A camera-like photo (gradient, shapes, grain), a corner marked lime to tell which way is up. */
export async function photo(width: number, height: number, quality = 0.92): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  const g = ctx.createLinearGradient(0, 0, width, height);
  g.addColorStop(0, '#c33');
  g.addColorStop(1, '#33c');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  const tile = new OffscreenCanvas(256, 256);
  const tctx = tile.getContext('2d')!;
  const grain = tctx.createImageData(256, 256);
  for (let i = 0; i < grain.data.length; i += 4) {
    const v = Math.random() * 255;
    grain.data.set([v, v, v, 40], i);
  }
  tctx.putImageData(grain, 0, 0);
  for (let y = 0; y < height; y += 256) for (let x = 0; x < width; x += 256) ctx.drawImage(tile, x, y);
  ctx.fillStyle = '#0f0';
  ctx.fillRect(0, 0, width / 4, height / 4);
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

/** The JPEG with an EXIF block giving its orientation (6: the camera was turned a quarter clockwise). */
export async function withOrientation(jpeg: Blob, orientation: number): Promise<Blob> {
  const bytes = new Uint8Array(await jpeg.arrayBuffer());
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const segment = new Uint8Array([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 255, ...body]);
  return new Blob([bytes.subarray(0, 2), segment, bytes.subarray(2)], { type: 'image/jpeg' });
}

/**
 * A grey JPEG of any size, written by hand (a canvas of 16000 × 12000 would itself need 768 MB):
 * one channel, Huffman tables of one code each, every 8 × 8 block two zero bits.
 */
export function flatJpeg(width: number, height: number): Blob {
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 255, ...body];
  const oneCode = (tableClass: number) => [tableClass, 1, ...new Array(15).fill(0), 0];
  const head = [
    0xff,
    0xd8,
    ...segment(0xdb, [0, ...new Array(64).fill(1)]),
    ...segment(0xc0, [8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCode(0x00)),
    ...segment(0xc4, oneCode(0x10)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
  ];
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  return new Blob([new Uint8Array(head), new Uint8Array(Math.ceil(blocks / 4)), new Uint8Array([0xff, 0xd9])], {
    type: 'image/jpeg',
  });
}

/** A PNG with a transparent half (RGBA). */
export async function transparentPng(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#e33';
  ctx.fillRect(0, 0, width / 2, height);
  return canvas.convertToBlob({ type: 'image/png' });
}

/** Only a PNG's first bytes, saying it is `width` × `height` (what a check reads before decoding). */
export async function pngHeaderOnly(width: number, height: number): Promise<Blob> {
  const small = new Uint8Array(await (await transparentPng(8, 8)).arrayBuffer());
  const view = new DataView(small.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new Blob([small], { type: 'image/png' });
}

/**
 * An MP4 holding HEVC (as an iPhone records), its pictures made up: this browser cannot decode
 * HEVC, so it is a file the device cannot convert.
 */
export async function hevcClip(width: number, height: number, seconds: number): Promise<Blob> {
  const output = new Output({ format: new Mp4OutputFormat({ fastStart: 'in-memory' }), target: new BufferTarget() });
  const source = new EncodedVideoPacketSource('hevc');
  output.addVideoTrack(source, { frameRate: 30 });
  await output.start();
  // an hvcC record: version 1, Main profile, level 5.1, no parameter sets
  const hvcc = new Uint8Array([1, 1, 0x60, 0, 0, 0, 0x90, 0, 0, 0, 0, 0, 153, 0xf0, 0, 0xfc, 0xfd, 0xf8, 0xf8, 0, 0, 0x0f, 0]);
  for (let i = 0; i < seconds * 30; i++) {
    const packet = new EncodedPacket(new Uint8Array(64).fill(i & 255), i % 30 === 0 ? 'key' : 'delta', i / 30, 1 / 30);
    await source.add(
      packet,
      i === 0
        ? { decoderConfig: { codec: 'hvc1.1.6.L153.90', codedWidth: width, codedHeight: height, description: hvcc } }
        : undefined,
    );
  }
  await output.finalize();
  return new Blob([(output.target as BufferTarget).buffer!], { type: 'video/quicktime' });
}
