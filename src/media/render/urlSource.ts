import { UrlSource } from 'mediabunny';

/**
 * A file read from its URL in byte ranges, past the HTTP cache: Firefox answers a range request it
 * revalidated (a 304 for a file its player cached) with the whole cached file as a 200, and
 * mediabunny then reads it as a stream it cannot seek back in (a render failed "Assertion failed").
 */
export const rangedUrlSource = (url: URL): UrlSource => new UrlSource(url, { requestInit: { cache: 'no-store' } });
