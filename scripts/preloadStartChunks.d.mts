import type { Plugin } from 'vite';
export function preloadStartChunks(): Plugin;
