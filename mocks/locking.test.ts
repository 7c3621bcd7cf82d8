import { describe, expect, it } from 'vitest';
import {
  addClip,
  deleteClip,
  rearrangeClips,
  saveAudioOption,
  saveCaption,
  saveMusic,
  trimClip,
  updateCurrentStep,
} from '@/api/editor/requests';
import { deleteGreeting, updateGreeting } from '@/api/greetings/requests';
import { confirmFinalizeCheck, lockdown, newFinalize } from '@/api/preview/requests';
import { refusal } from '@/testing/contract';
import { signInAsDemo } from '@/testing/sessions';
import { getDb } from './db/store';
import { jpegFile, mp4File } from '@/testing/builders';

// Server rule: a locked (finished) greeting refuses edits, clips, music and contributions, and
// nothing unlocks it. Both greetings belong to the demo user: 1001 is in progress (photo 5001,
// video 5002), 1002 is finished (photo 5006, video 5007). Each call is tried on both.

type Target = { id: number; photo: number; video: number };
const UNLOCKED: Target = { id: 1001, photo: 5001, video: 5002 };
const LOCKED_FIZZ: Target = { id: 1002, photo: 5006, video: 5007 };

const photoFile = () => jpegFile('p.jpg');
const fieldsOf = (id: number) =>
  getDb()
    .fizzes.find((f) => f.id === id)!
    .specialFields.map((g) => ({ title: g.title, items: g.items.map(({ id: itemId, value }) => ({ id: itemId, value })) }));
/** What a refused call must leave as it was. */
const snapshot = (id: number) => {
  const s = getDb();
  return JSON.stringify({ fizz: s.fizzes.find((f) => f.id === id), clips: s.clips.filter((c) => c.fizzId === id) });
};

/** Spec part 2 §8 (and the messages list): one answer for every change to a finished greeting. */
const FINISHED = 'This Video Greeting has already been finished';

const CALLS: [string, (t: Target) => Promise<unknown>][] = [
  ['edit its text (PUT /rest/fizz/{id})', (t) => updateGreeting(t.id, { specialFields: fieldsOf(t.id) })],
  ['delete it', (t) => deleteGreeting(t.id)],
  ['save the edit step', (t) => updateCurrentStep(t.id, 2)],
  ['choose music', (t) => saveMusic(t.id, 2)],
  ['upload a clip', (t) => addClip(t.id, photoFile(), { sizeMb: 1, isVideo: false })],
  [
    "an invitee's contribution",
    (t) => addClip(t.id, photoFile(), { type: 'invite', uuid: `inv-${t.id}`, sizeMb: 1, isVideo: false }),
  ],
  [
    "an invitee's recording",
    (t) => addClip(t.id, mp4File('rec.mp4'), { type: 'desktop-record', uuid: `inv-${t.id}`, sizeMb: 1, isVideo: true }),
  ],
  ['reorder clips', (t) => rearrangeClips([t.video, t.photo])],
  ['delete a clip', (t) => deleteClip(t.photo)],
  ['caption a clip', (t) => saveCaption(t.photo, 'New caption')],
  ["change a clip's sound", (t) => saveAudioOption(t.video, 1)],
  ['trim a video', (t) => trimClip(t.video, { trimStart: 0, trimEnd: 1 })],
  ['confirm it is ready to finish', (t) => confirmFinalizeCheck(t.id)],
];

describe('locking: a finished greeting refuses edits, clips, music and contributions', () => {
  it.each(CALLS)('%s: allowed while in progress', async (_name, call) => {
    signInAsDemo();
    await expect(call(UNLOCKED)).resolves.toMatchObject({ status: 'success' });
  });

  it.each(CALLS)('%s: refused once finished, in the same words, and nothing changes', async (_name, call) => {
    signInAsDemo();
    const before = snapshot(LOCKED_FIZZ.id);
    expect(await refusal(call(LOCKED_FIZZ))).toMatchObject({ message: FINISHED, httpStatus: 400 });
    expect(snapshot(LOCKED_FIZZ.id)).toBe(before);
  });

  it('is irreversible: finishing again or previewing leaves it locked, and edits stay refused', async () => {
    signInAsDemo();
    await lockdown(1001);
    expect(getDb().fizzes.find((f) => f.id === 1001)!.isLocked).toBe(true);
    await expect(lockdown(1001)).resolves.toMatchObject({ isLocked: true });
    await expect(newFinalize(1001)).resolves.toMatchObject({ isLocked: true });
    expect(getDb().fizzes.find((f) => f.id === 1001)!.isLocked).toBe(true);
    expect(await refusal(saveMusic(1001, 2))).toMatchObject({ message: FINISHED });
  });
});
