import { mkdtempSync, cpSync, writeFileSync, rmSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { seedAnimations } from '../../mocks/db/seed/catalog';
import { seedMusic } from '../../mocks/db/seed/music';
import { MANIFEST, manifestProblems } from './manifest.mjs';

// The committed demo media are the ones the committed generator makes: compared by hash against
// the manifest make.mjs wrote (nothing is made here).

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const manifest = JSON.parse(readFileSync(join(root, MANIFEST), 'utf8')) as {
  generator: Record<string, string>;
  outputs: Record<string, string>;
};

describe('the demo media', () => {
  it('match the manifest: every output as made, by the generator as it is', () => {
    expect(manifestProblems(root)).toEqual([]);
  });

  it('give every template its own intro and thumbnail, made by the script', () => {
    const made = new Set(Object.keys(manifest.outputs));
    const animations = seedAnimations();
    expect(animations).toHaveLength(29);
    for (const a of animations) {
      expect(made, a.slug).toContain(`public${a.video}`);
      expect(made, a.slug).toContain(`public${a.img}`);
    }
    expect(new Set(animations.map((a) => a.video)).size).toBe(animations.length);
  });

  it('give every music track its own file, made by the script', () => {
    const made = new Set(Object.keys(manifest.outputs));
    const tracks = seedMusic().filter((m) => m.url !== null);
    for (const m of tracks) expect(made, m.name).toContain(`public${m.url}`);
  });

  describe('name what is out of date', () => {
    const copy = mkdtempSync(join(tmpdir(), 'demo-media-'));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));
    const output = Object.keys(manifest.outputs)[0];
    const source = Object.keys(manifest.generator).find((p) => p.endsWith('intros.ts'))!;
    /** The manifest and the generator copied, with `output` written as `bytes` (or left out). */
    const scratch = (bytes: string | null) => {
      rmSync(copy, { recursive: true, force: true });
      for (const path of Object.keys(manifest.generator).concat(MANIFEST)) {
        mkdirSync(dirname(join(copy, path)), { recursive: true });
        cpSync(join(root, path), join(copy, path));
      }
      mkdirSync(dirname(join(copy, output)), { recursive: true });
      if (bytes !== null) writeFileSync(join(copy, output), bytes);
      // the other outputs: as made
      for (const path of Object.keys(manifest.outputs).filter((p) => p !== output)) {
        mkdirSync(dirname(join(copy, path)), { recursive: true });
        cpSync(join(root, path), join(copy, path));
      }
    };

    it('an output missing or changed', () => {
      scratch(null);
      expect(manifestProblems(copy)).toEqual([`${output}: missing; run npm run media:demo`]);
      scratch('not the file');
      expect(manifestProblems(copy)).toEqual([`${output}: changed since it was made; run npm run media:demo`]);
    });

    it('the generator changed since the outputs were made', () => {
      scratch(null);
      cpSync(join(root, output), join(copy, output));
      writeFileSync(join(copy, source), `${readFileSync(join(copy, source), 'utf8')}\n// changed\n`);
      expect(manifestProblems(copy)).toEqual([
        `${source}: the generator changed since the media were made; run npm run media:demo`,
      ]);
    });
  });
});
