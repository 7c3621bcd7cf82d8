import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The fake server for vitest (msw/node). */
export const server = setupServer(...handlers);
