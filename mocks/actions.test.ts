import { describe, expect, it } from 'vitest';
import { INVITEE_LOCKED, simulateInviteeClip } from './actions';
import { getDb } from './db/store';

describe('simulateInviteeClip', () => {
  it('adds a photo, then a video, at the end as an invitee, and points newestActorVideoId at it', () => {
    // 1001 has five clips, two of them from invitees
    const first = simulateInviteeClip(1001);
    expect(first.ok).toBe(true);
    const second = simulateInviteeClip(1001);
    if (!first.ok || !second.ok) throw new Error('refused');
    expect(first.value).toMatchObject({ fizzId: 1001, addedBy: 'invitee', index: 5, isImage: true, video: null });
    expect(second.value).toMatchObject({ index: 6, isImage: false, video: '/media/clips/clip-1.mp4' });
    expect(getDb().fizzes.find((f) => f.id === 1001)!.newestActorVideoId).toBe(second.value.id);
    expect(second.message).toMatch(/^An invitee added a video \(clip \d+\) to greeting 1001\.$/);
  });

  it.each([
    ['a locked greeting', 1002, INVITEE_LOCKED],
    ['an unknown greeting', 4242, 'There is no greeting 4242.'],
  ])('refuses %s', (_name, id, message) => {
    const before = getDb().clips.length;
    expect(simulateInviteeClip(id)).toEqual({ ok: false, message });
    expect(getDb().clips.length).toBe(before);
  });
});
