import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { keepBlobBytesAcrossFetch } from './jsdomUploads';

// uploads in vitest's jsdom must reach the handlers with their bytes (they are checked)
keepBlobBytesAcrossFetch();

/** The fake server for vitest (msw/node). */
export const server = setupServer(...handlers);
