import { read } from '@/api/read';
import { inviteGreetingQuery } from './queries';
import { inviteeUrls } from './requests';

/** What the invitee page's loader reads: the call with the page's own queryOptions. */
export const inviteeReads = {
  greeting: (code: string) => read(inviteeUrls.greeting(code), inviteGreetingQuery(code)),
};
