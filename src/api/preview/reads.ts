import { read } from '@/api/read';
import { greetingDetailQuery } from './queries';
import { previewUrls } from './requests';

/** What routes' loaders read for the thank-you pages: the call with the page's own queryOptions. */
export const previewReads = {
  greetingDetail: (greetingId: string) => read(previewUrls.greetingDetail(greetingId), greetingDetailQuery(greetingId)),
};
