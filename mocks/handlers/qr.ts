import type { HttpHandler } from 'msw';

export const qrHandlers: HttpHandler[] = [];
