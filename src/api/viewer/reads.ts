import { read } from '@/api/read';
import { viewerGreetingQuery } from './queries';
import { viewerUrls } from './requests';

/** What the recipient page's loader reads: the call with the page's own queryOptions. */
export const viewerReads = {
  greeting: (uuid: string) => read(viewerUrls.greeting(uuid), viewerGreetingQuery(uuid)),
};
