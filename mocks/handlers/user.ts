import type { HttpHandler } from 'msw';

export const userHandlers: HttpHandler[] = [];
