/** Where on `window` index.html's start script leaves the GETs it sent, for the API client (src/api/earlyCalls.ts). */
export const EARLY_CALLS = '__earlyCalls';
