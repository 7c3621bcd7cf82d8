import { describe, expect, it } from 'vitest';
import { BlobFile, PIECE_BYTES } from './blobFile';

const bytes = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const fill = (n: number, value: number) => new Uint8Array(n).fill(value);

describe('BlobFile: the finished file written as the muxer goes', () => {
  it('appends in order', async () => {
    const file = new BlobFile();
    file.write(0, Uint8Array.from([1, 2, 3]));
    file.write(3, Uint8Array.from([4, 5]));
    expect(file.size).toBe(5);
    expect(Array.from(await bytes(file.toBlob('video/mp4')))).toEqual([1, 2, 3, 4, 5]);
    expect(file.toBlob('video/mp4').type).toBe('video/mp4');
  });

  it('patches bytes written earlier (the header filled in at the end), also across pieces', async () => {
    const file = new BlobFile();
    const total = PIECE_BYTES * 2 + 10;
    file.write(0, fill(total, 7));
    // a patch spanning the first piece's end and the second piece's start, and one in the unflushed tail
    file.write(PIECE_BYTES - 2, Uint8Array.from([1, 2, 3, 4]));
    file.write(total - 3, Uint8Array.from([9]));
    file.write(0, Uint8Array.from([5]));
    const out = await bytes(file.toBlob(''));
    expect(out.length).toBe(total);
    expect(out[0]).toBe(5);
    expect(Array.from(out.subarray(PIECE_BYTES - 3, PIECE_BYTES + 3))).toEqual([7, 1, 2, 3, 4, 7]);
    expect(out[total - 3]).toBe(9);
    expect(out.filter((b) => b === 7).length).toBe(total - 6);
  });

  it('a write that reaches past the end patches what is there and appends the rest', async () => {
    const file = new BlobFile();
    file.write(0, Uint8Array.from([1, 2, 3]));
    file.write(2, Uint8Array.from([8, 9, 10]));
    expect(Array.from(await bytes(file.toBlob('')))).toEqual([1, 2, 8, 9, 10]);
  });

  it('a write beyond the end leaves zeros in the gap', async () => {
    const file = new BlobFile();
    file.write(0, Uint8Array.from([1]));
    file.write(3, Uint8Array.from([4]));
    expect(Array.from(await bytes(file.toBlob('')))).toEqual([1, 0, 0, 4]);
  });
});
