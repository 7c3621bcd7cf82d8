import type { HttpHandler } from 'msw';

export const catalogHandlers: HttpHandler[] = [];
