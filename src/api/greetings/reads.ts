import { read } from '@/api/read';
import { greetingListQuery, greetingPersonalizeQuery, inviteCodeQuery, personalizeQuery } from './queries';
import { greetingUrls } from './requests';

/** What routes' loaders read of greetings: each call with the page's own queryOptions. */
export const greetingReads = {
  personalize: (taId: string, options: { key: string | null; qrKey: string | null }) =>
    read(greetingUrls.personalize(taId), personalizeQuery(taId, options), { post: true }),
  personalizeChange: (greetingId: string) =>
    read(greetingUrls.personalizeChange(greetingId), greetingPersonalizeQuery(greetingId)),
  list: () => read(greetingUrls.list(), greetingListQuery()),
  inviteCode: (greetingId: string) => read(greetingUrls.inviteCode(greetingId), inviteCodeQuery(greetingId)),
};
