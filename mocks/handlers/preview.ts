import type { HttpHandler } from 'msw';

export const previewHandlers: HttpHandler[] = [];
