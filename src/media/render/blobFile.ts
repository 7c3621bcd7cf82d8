// The finished file, written as the muxer goes without ever holding it whole in the worker: bytes
// are gathered into pieces of PIECE_BYTES and handed to the browser as Blobs (which it keeps on disk
// when they are large). The muxer writes mostly in order; the few writes back into earlier bytes
// (the header it fills in at the end) patch the pieces they fall in.

/** How much is gathered before it becomes a Blob. */
export const PIECE_BYTES = 4 * 1024 * 1024;

type Piece = { start: number; blob: Blob };

export class BlobFile {
  private pieces: Piece[] = [];
  /** Bytes not yet made a Blob: they follow the last piece. */
  private tail = new Uint8Array(PIECE_BYTES);
  private tailLength = 0;
  private tailStart = 0;

  /** The file's size so far. */
  get size(): number {
    return this.tailStart + this.tailLength;
  }

  write(position: number, data: Uint8Array): void {
    if (data.length === 0) return;
    if (position > this.size) this.append(new Uint8Array(position - this.size));
    const end = position + data.length;
    // the part over the bytes already written patches them; the rest is appended
    const overlapEnd = Math.min(end, this.size);
    if (position < overlapEnd) this.patch(position, data.subarray(0, overlapEnd - position));
    if (end > overlapEnd) this.append(data.subarray(overlapEnd - position));
  }

  /** The whole file. */
  toBlob(type: string): Blob {
    return new Blob([...this.pieces.map((p) => p.blob), this.tail.slice(0, this.tailLength)], { type });
  }

  private append(data: Uint8Array) {
    let offset = 0;
    while (offset < data.length) {
      const n = Math.min(PIECE_BYTES - this.tailLength, data.length - offset);
      this.tail.set(data.subarray(offset, offset + n), this.tailLength);
      this.tailLength += n;
      offset += n;
      if (this.tailLength === PIECE_BYTES) this.flush();
    }
  }

  private flush() {
    this.pieces.push({ start: this.tailStart, blob: new Blob([this.tail.slice(0, this.tailLength)]) });
    this.tailStart += this.tailLength;
    this.tailLength = 0;
  }

  private patch(position: number, data: Uint8Array) {
    const end = position + data.length;
    // in the bytes not yet made a Blob
    if (end > this.tailStart) {
      const from = Math.max(position, this.tailStart);
      this.tail.set(data.subarray(from - position), from - this.tailStart);
    }
    // in the pieces: each one touched is rebuilt around the new bytes
    this.pieces = this.pieces.map((piece) => {
      const pieceEnd = piece.start + piece.blob.size;
      const from = Math.max(position, piece.start);
      const to = Math.min(end, pieceEnd);
      if (from >= to) return piece;
      const parts: BlobPart[] = [
        piece.blob.slice(0, from - piece.start),
        data.slice(from - position, to - position),
        piece.blob.slice(to - piece.start),
      ];
      return { start: piece.start, blob: new Blob(parts) };
    });
  }
}
