import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_NAME_MESSAGES as M } from '@/api/invitee/schemas';
import { contributorNameProblem, nameState, nameToSend } from './contributorName';

const forty = 'A'.repeat(40);

describe("an invitee's first name (beyond the spec: optional, trimmed, at most 40 characters, the person-written name policy)", () => {
  it.each<[string, string | null, string | undefined]>([
    ['', null, undefined],
    ['   ', null, undefined],
    ['Jamie', null, 'Jamie'],
    ['  Jamie  ', null, 'Jamie'],
    ['Zoë-Anne O’Neil', null, 'Zoë-Anne O’Neil'],
    ['Mary Jo & Sam', null, 'Mary Jo & Sam'],
    ['سارة', null, 'سارة'],
    [forty, null, forty],
    [` ${forty} `, null, forty],
    [`${forty}B`, M.tooLong, undefined],
    ['<b>Jamie</b>', M.notPlain, undefined],
    ['Jo<3', M.notPlain, undefined],
    ['Jamie>', M.notPlain, undefined],
    ['Ja\nmie', M.notPlain, undefined],
    ['Ja\tmie', M.notPlain, undefined],
    ['Ja\u2028mie', M.notPlain, undefined],
    ['Jamie\u202Eevil', M.bidi, undefined],
    ['\u200B', M.invisible, undefined],
    ['\u3164', M.invisible, undefined],
    ['123', M.noLetter, undefined],
    ['J̸̢̛͈amie', M.tooManyMarks, undefined],
    [' and Jamie added 9 videos. Click here', M.sentence, undefined],
  ])('%j: message %j, sent as %j', (raw, problem, sent) => {
    expect(contributorNameProblem(raw)).toBe(problem);
    expect(nameToSend(raw)).toBe(sent);
    // the field's state as an upload reads it: a refused name is never sent, nor replaced by an older one
    expect(nameState(raw)).toEqual(problem ? { ready: false } : { ready: true, name: sent });
  });

  it('nothing remembered sends nothing', () => {
    expect(nameToSend(null)).toBeUndefined();
    expect(nameToSend(undefined)).toBeUndefined();
  });
});
