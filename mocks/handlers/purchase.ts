import type { HttpHandler } from 'msw';

export const purchaseHandlers: HttpHandler[] = [];
