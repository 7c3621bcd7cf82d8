// The demo media's manifest: the sha256 of the generator's sources and of every file it wrote, so
// a check (manifest.test.ts) can tell, without making anything, that the committed files are the
// ones the committed generator makes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MANIFEST = 'scripts/demo-media/manifest.json';
export const REMAKE = 'run npm run media:demo';
const FOLDER = 'scripts/demo-media';
/** Outside the folder, the generator draws with these (the templates' looks, the music's names, the text image). */
const SHARED_SOURCES = ['mocks/db/seed/looks.ts', 'mocks/db/seed/music.ts', 'mocks/textPreview.ts'];

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The generator's source files, relative to the project root, sorted. */
export function generatorSources(root) {
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) return walk(path);
      return /\.(ts|mjs|html)$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [path] : [];
    });
  return [...walk(FOLDER), ...SHARED_SOURCES].sort();
}

const hashes = (root, paths) => Object.fromEntries(paths.map((p) => [p, sha256(readFileSync(join(root, p)))]));

/** Writes the manifest for the outputs just written (paths under public/). */
export function writeManifest(root, outputs) {
  const manifest = {
    note: `Made by scripts/demo-media/make.mjs; checked by manifest.test.ts. To remake: ${REMAKE}.`,
    generator: hashes(root, generatorSources(root)),
    outputs: hashes(root, outputs.map((p) => `public/${p}`).sort()),
  };
  writeFileSync(join(root, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** What no longer matches the manifest, one line per file; empty when all is as made. */
export function manifestProblems(root) {
  if (!existsSync(join(root, MANIFEST))) return [`${MANIFEST} is missing: ${REMAKE}`];
  const { generator, outputs } = JSON.parse(readFileSync(join(root, MANIFEST), 'utf8'));
  const problems = [];
  const sources = generatorSources(root);
  for (const path of sources)
    if (!(path in generator)) problems.push(`${path}: a new generator source since the media were made; ${REMAKE}`);
  for (const [path, hash] of Object.entries(generator)) {
    if (!sources.includes(path)) problems.push(`${path}: a generator source gone since the media were made; ${REMAKE}`);
    else if (sha256(readFileSync(join(root, path))) !== hash)
      problems.push(`${path}: the generator changed since the media were made; ${REMAKE}`);
  }
  for (const [path, hash] of Object.entries(outputs)) {
    if (!existsSync(join(root, path))) problems.push(`${path}: missing; ${REMAKE}`);
    else if (sha256(readFileSync(join(root, path))) !== hash) problems.push(`${path}: changed since it was made; ${REMAKE}`);
  }
  return problems;
}
