import { describe, expect, it } from 'vitest';
import type { AudioPlan } from '@/shared/media/audioPlan';
import { Mixer, type SoundSource } from './mixer';

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

const plan: AudioPlan = {
  total: 3,
  sounds: [{ key: 'clip-1', src: '/v1.mp4', at: 1, from: 0, duration: 1 }],
  music: {
    src: '/m.mp3',
    levels: [
      { at: 0, level: 1 },
      { at: 2, level: 0 },
    ],
  },
};

async function mixAll(mixer: Mixer, block: number) {
  const out: number[] = [];
  for (let at = 0; at < mixer.length; at += block) out.push(...(await mixer.next(Math.min(block, mixer.length - at)))[0]);
  return out;
}

describe('Mixer', () => {
  it("adds each clip's sound where the plan places it, over the music at its level", async () => {
    const reads: number[] = [];
    const mixer = new Mixer(plan, RATE, () => constant(0.25, reads), constant(0.5));
    const out = await mixAll(mixer, 300);
    expect(out).toHaveLength(3000);
    expect(out[500]).toBeCloseTo(0.5, 5); // music alone
    expect(out[1500]).toBeCloseTo(0.75, 5); // music and the clip
    expect(out[2900]).toBeCloseTo(0, 3); // option 2: the music faded out
    // the clip was read for exactly its second
    expect(reads.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it('fades between levels rather than cutting (no click)', async () => {
    const mixer = new Mixer(plan, RATE, () => null, constant(1));
    const out = await mixAll(mixer, 1000);
    expect(out[1999]).toBeCloseTo(1, 5);
    expect(out[2005]).toBeGreaterThan(0.5);
    expect(out[2005]).toBeLessThan(1);
    expect(out[2400]).toBeLessThan(0.01);
  });

  it('no music, and a clip whose sound cannot be read: silence, not a failure', async () => {
    const mixer = new Mixer({ ...plan, music: null }, RATE, () => null, null);
    expect((await mixAll(mixer, 700)).every((v) => v === 0)).toBe(true);
  });

  it('keeps the mix inside -1..1', async () => {
    const mixer = new Mixer(plan, RATE, () => constant(0.9), constant(0.9));
    expect(Math.max(...(await mixAll(mixer, 1000)))).toBe(1);
  });
});
