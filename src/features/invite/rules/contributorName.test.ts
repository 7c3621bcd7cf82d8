import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_NAME_MESSAGES } from '@/api/invitee/schemas';
import { contributorNameProblem, nameToSend } from './contributorName';

const forty = 'A'.repeat(40);

describe("an invitee's first name (beyond the spec: optional, trimmed, at most 40 characters, plain text)", () => {
  it.each<[string, string | null, string | undefined]>([
    ['', null, undefined],
    ['   ', null, undefined],
    ['Jamie', null, 'Jamie'],
    ['  Jamie  ', null, 'Jamie'],
    ['Zoë-Anne O’Neil', null, 'Zoë-Anne O’Neil'],
    ['Mary Jo & Sam', null, 'Mary Jo & Sam'],
    [forty, null, forty],
    [` ${forty} `, null, forty],
    [`${forty}B`, CONTRIBUTOR_NAME_MESSAGES.tooLong, undefined],
    ['<b>Jamie</b>', CONTRIBUTOR_NAME_MESSAGES.notPlain, undefined],
    ['Jamie>', CONTRIBUTOR_NAME_MESSAGES.notPlain, undefined],
    ['Ja\nmie', CONTRIBUTOR_NAME_MESSAGES.notPlain, undefined],
    ['Ja\tmie', CONTRIBUTOR_NAME_MESSAGES.notPlain, undefined],
    ['Jamie\u202Eevil', CONTRIBUTOR_NAME_MESSAGES.notPlain, undefined],
    ['Ja\u2028mie', CONTRIBUTOR_NAME_MESSAGES.notPlain, undefined],
  ])('%j: message %j, sent as %j', (raw, problem, sent) => {
    expect(contributorNameProblem(raw)).toBe(problem);
    expect(nameToSend(raw)).toBe(sent);
  });

  it('nothing remembered sends nothing', () => {
    expect(nameToSend(null)).toBeUndefined();
    expect(nameToSend(undefined)).toBeUndefined();
  });
});
