import type { HttpHandler } from 'msw';

export const editorHandlers: HttpHandler[] = [];
