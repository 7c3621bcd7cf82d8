import type { Plugin } from 'vite';
export function preloadStartChunks(): Plugin;
export function isStartModule(id: string): boolean;
