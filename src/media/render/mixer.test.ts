import { describe, expect, it } from 'vitest';
import { fadeGainAt, musicGainAt, musicPasses, type AudioPlan, type EnvelopePoint } from '@/media/audioPlan';
import { Mixer, type MusicBed, type SoundSource } from './mixer';

const RATE = 1000;

/** A sound of one value for ever (its reads counted). */
function constant(value: number, reads: number[] = []): SoundSource {
  return {
    read: async (frames) => {
      reads.push(frames);
      return [new Float32Array(frames).fill(value), new Float32Array(frames).fill(value)];
    },
    close: () => undefined,
  };
}

const envelope: EnvelopePoint[] = [
  { at: 0, gain: 0 },
  { at: 0.5, gain: 1 },
  { at: 1, gain: 1 },
  { at: 1.3, gain: 0.25 },
  { at: 2, gain: 0.25 },
  { at: 2.3, gain: 1 },
  { at: 3, gain: 0 },
];

const plan: AudioPlan = {
  total: 3,
  sounds: [{ key: 'clip-1', src: '/v1.mp4', at: 1, from: 0, duration: 1.5, fadeIn: 0.2, fadeOut: 0.4 }],
  music: { src: '/m.m4a', envelope },
};

/** The music as one pass of a constant, at `gain`. */
const bed = (value: number, gain = 1, total = plan.total): MusicBed => ({
  passes: musicPasses(total, total),
  gain,
  open: () => constant(value),
});

async function mixAll(mixer: Mixer, block: number) {
  const out: number[] = [];
  for (let at = 0; at < mixer.length; at += block) out.push(...(await mixer.next(Math.min(block, mixer.length - at)))[0]);
  return out;
}

describe('Mixer', () => {
  it("adds each clip's sound where the plan places it, at its gain, fading in and out (equal power)", async () => {
    const reads: number[] = [];
    const mixer = new Mixer({ ...plan, music: null }, RATE, async () => ({ source: constant(0.5, reads), gain: 0.4 }), null);
    const out = await mixAll(mixer, 300);
    expect(out).toHaveLength(3000);
    expect(out[999]).toBe(0);
    expect(out[1100]).toBeCloseTo(0.2 * Math.SQRT1_2, 5);
    expect(out[1500]).toBeCloseTo(0.2, 6); // 0.5 × 0.4, faded in
    expect(out[2300]).toBeCloseTo(0.2 * fadeGainAt(plan.sounds[0], 2.3), 6);
    expect(out[2500]).toBe(0);
    // the clip was read for exactly its 1.5 s
    expect(reads.reduce((a, b) => a + b, 0)).toBe(1500);
  });

  it('the music follows the envelope (in, ducked, back, out to 0 at the end) at its own gain', async () => {
    const mixer = new Mixer(plan, RATE, async () => null, bed(0.8, 0.5));
    const out = await mixAll(mixer, 700);
    for (const i of [0, 250, 700, 1150, 1600, 2150, 2500, 2999]) {
      expect(out[i]).toBeCloseTo(0.4 * musicGainAt(envelope, i / RATE), 5);
    }
    expect(out[1600]).toBeCloseTo(0.4 * 0.25, 5);
    expect(out[2999]).toBeLessThan(0.002);
  });

  it('a looped track: each pass opened where it starts, cross-fading into the next at equal power', async () => {
    const total = 10;
    const passes = musicPasses(4, total); // at 0, 2.5, 5, 7.5 (1.5 s cross-fades)
    const opened: number[] = [];
    const flat: EnvelopePoint[] = [
      { at: 0, gain: 1 },
      { at: total, gain: 1 },
    ];
    const looped: MusicBed = {
      passes,
      gain: 1,
      open: (pass) => {
        opened.push(pass.at);
        return constant(0.5);
      },
    };
    const mixer = new Mixer({ total, sounds: [], music: { src: '/m', envelope: flat } }, RATE, async () => null, looped);
    const out = await mixAll(mixer, 1000);
    expect(opened).toEqual([0, 2.5, 5, 7.5]);
    // a constant in both passes: sin + cos, from 1 up to √2 midway and back to 1 (never a dip)
    for (let i = 0; i < out.length; i += 7) {
      const expected = 0.5 * passes.reduce((sum, p) => sum + fadeGainAt(p, i / RATE), 0);
      expect(out[i]).toBeCloseTo(expected, 4);
      expect(out[i]).toBeGreaterThan(0.499);
    }
    expect(out[3250]).toBeCloseTo(0.5 * Math.SQRT2, 3);
  });

  it('no music, and a clip whose sound cannot be read: silence, not a failure', async () => {
    const mixer = new Mixer({ ...plan, music: null }, RATE, async () => null, null);
    expect((await mixAll(mixer, 700)).every((v) => v === 0)).toBe(true);
  });

  it('keeps the mix inside -1..1', async () => {
    const mixer = new Mixer(plan, RATE, async () => ({ source: constant(0.9), gain: 1 }), bed(0.9));
    expect(Math.max(...(await mixAll(mixer, 1000)))).toBe(1);
  });

  it('closes every sound it opened', async () => {
    let open = 0;
    const counted = (): SoundSource => {
      open++;
      return { read: constant(0.1).read, close: () => void open-- };
    };
    const mixer = new Mixer(plan, RATE, async () => ({ source: counted(), gain: 1 }), { ...bed(0), open: counted });
    await mixAll(mixer, 400);
    mixer.close();
    expect(open).toBe(0);
  });
});
