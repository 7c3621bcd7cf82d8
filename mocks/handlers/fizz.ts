import type { HttpHandler } from 'msw';

export const fizzHandlers: HttpHandler[] = [];
