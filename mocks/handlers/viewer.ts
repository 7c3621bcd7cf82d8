import type { HttpHandler } from 'msw';

export const viewerHandlers: HttpHandler[] = [];
