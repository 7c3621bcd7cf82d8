// Sound from any file brought to the video's rate and to stereo, one chunk after another with no
// seam between chunks (linear interpolation, carrying the last frame over).

/** Planar audio: one Float32Array per channel, all the same length. */
export type Planar = Float32Array[];

export const OUTPUT_CHANNELS = 2;

/** Mono becomes both sides; more than two channels keep the front left and right. */
export function toStereo(channels: Planar): Planar {
  if (channels.length === 0) return [new Float32Array(0), new Float32Array(0)];
  if (channels.length === 1) return [channels[0], channels[0]];
  return [channels[0], channels[1]];
}

export class Resampler {
  /** Input frames waiting (the last one kept to interpolate across chunks). */
  private pending: Planar = [new Float32Array(0), new Float32Array(0)];
  /** Where the next output frame falls, in frames of `pending`. */
  private position = 0;
  private readonly step: number;

  constructor(inRate: number, outRate: number) {
    this.step = inRate / outRate;
  }

  /** Takes one chunk of input (any channel count) and returns the output frames it completes. */
  push(chunk: Planar): Planar {
    const stereo = toStereo(chunk);
    const pending = this.pending.map((p, c) => {
      const joined = new Float32Array(p.length + stereo[c].length);
      joined.set(p);
      joined.set(stereo[c], p.length);
      return joined;
    });
    const available = pending[0].length;
    // an output frame needs the input frame after it (to interpolate); the last one waits for more
    const count = Math.max(0, Math.ceil((available - 1 - this.position) / this.step));
    const out = pending.map(() => new Float32Array(count));
    for (let i = 0; i < count; i++) {
      const at = this.position + i * this.step;
      const i0 = Math.floor(at);
      const frac = at - i0;
      for (let c = 0; c < OUTPUT_CHANNELS; c++) {
        const src = pending[c];
        out[c][i] = src[i0] + (src[i0 + 1] - src[i0]) * frac;
      }
    }
    const next = this.position + count * this.step;
    const drop = Math.min(Math.floor(next), Math.max(0, available - 1));
    this.pending = pending.map((p) => p.slice(drop));
    this.position = next - drop;
    return out;
  }

  /** At the end of the input: the output frames that fall on or before its last frame (which waited for a successor). */
  flush(): Planar {
    const available = this.pending[0].length;
    const count =
      available > 0 && this.position <= available - 1 ? Math.floor((available - 1 - this.position) / this.step) + 1 : 0;
    const out = this.pending.map((src) =>
      Float32Array.from({ length: count }, (_, i) => {
        const at = this.position + i * this.step;
        const i0 = Math.floor(at);
        const i1 = Math.min(i0 + 1, available - 1);
        return src[i0] + (src[i1] - src[i0]) * (at - i0);
      }),
    );
    this.pending = [new Float32Array(0), new Float32Array(0)];
    this.position = 0;
    return out;
  }
}
