import type { HttpHandler } from 'msw';

export const inviteeHandlers: HttpHandler[] = [];
