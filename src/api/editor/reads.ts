import { read } from '@/api/read';
import { editDetailQuery } from './queries';
import { editorUrls } from './requests';

/** What routes' loaders read for the edit flow: the call with the page's own queryOptions. */
export const editorReads = {
  detail: (greetingId: string) => read(editorUrls.detail(greetingId), editDetailQuery(greetingId)),
};
