import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { keepBlobBytesAcrossFetch } from './jsdomUploads';
import { readStaticMediaFromDisk } from './publicMedia';

// uploads in vitest's jsdom must reach the handlers with their bytes (they are checked)
keepBlobBytesAcrossFetch();
// a demo greeting's download is its stock video, read from public/media
readStaticMediaFromDisk();

/** The fake server for vitest (msw/node). */
export const server = setupServer(...handlers);
