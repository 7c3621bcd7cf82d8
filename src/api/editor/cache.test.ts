import { describe, expect, it } from 'vitest';
import { editorKeys } from '@/api/editor/keys';
import { editDetailQuery } from '@/api/editor/queries';
import { addClip } from '@/api/editor/requests';
import type { EditDetail } from '@/api/editor/schemas';
import { greetingKeys } from '@/api/greetings/keys';
import { mp4File } from '@/testing/builders';
import { testQueryClient } from '@/testing/render';
import { signInAsDemo } from '@/testing/sessions';
import { clipsAdded } from './cache';

const cachedIds = (queryClient: ReturnType<typeof testQueryClient>) =>
  queryClient.getQueryData<EditDetail>(editorKeys.detail(1001))!.greeting.videos.map((v) => v.id);

describe('a new clip in the cache', () => {
  it('joins the cached clip list at once, once (a resend answers the same clip), and the detail is stale', async () => {
    signInAsDemo();
    const queryClient = testQueryClient();
    const before = (await queryClient.fetchQuery(editDetailQuery(1001))).greeting.videos.length;
    const answer = await addClip(1001, mp4File('rec.mp4'), { type: 'desktop-record', sizeMb: 1, isVideo: true });

    void clipsAdded(queryClient, 1001, answer);
    expect(cachedIds(queryClient)).toHaveLength(before + 1);
    expect(cachedIds(queryClient).at(-1)).toBe(answer.clips[0].id);
    void clipsAdded(queryClient, 1001, answer);
    expect(cachedIds(queryClient)).toHaveLength(before + 1);
    expect(queryClient.getQueryState(editorKeys.detail(1001))?.isInvalidated).toBe(true);
  });

  it('marks the project list stale, but leaves the contributor poll to its own schedule', async () => {
    const queryClient = testQueryClient();
    const poll = [...editorKeys.newestActor(1001), 'poll'];
    queryClient.setQueryData(poll, { knownId: 5005, startedAt: 0 });
    queryClient.setQueryData(greetingKeys.list(), []);
    await clipsAdded(queryClient, 1001, { clips: [] });
    expect(queryClient.getQueryState(poll)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(greetingKeys.list())?.isInvalidated).toBe(true);
  });

  it('changes nothing when the greeting is not cached', async () => {
    const queryClient = testQueryClient();
    await clipsAdded(queryClient, 1001, { clips: [] });
    expect(queryClient.getQueryData(editorKeys.detail(1001))).toBeUndefined();
  });
});
