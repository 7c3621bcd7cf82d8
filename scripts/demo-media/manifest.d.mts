export const MANIFEST: string;
export const REMAKE: string;
export function sha256(bytes: Uint8Array | string): string;
export function generatorSources(root: string): string[];
export function writeManifest(root: string, outputs: string[]): void;
export function manifestProblems(root: string): string[];
