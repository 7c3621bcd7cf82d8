import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_NAME_MESSAGES } from '@/api/invitee/schemas';
import { CONTRIBUTOR_NAME_NOT_TEXT, contributorNameOf } from './invitee';

const formWith = (value?: string | Blob) => {
  const form = new FormData();
  if (value !== undefined) form.append('contributorName', value);
  return form;
};

/** The refusal's message, or the name read. */
async function read(form: FormData): Promise<string | null | { refused: string }> {
  try {
    return contributorNameOf(form);
  } catch (thrown) {
    const body = (await (thrown as Response).json()) as { message: string };
    return { refused: body.message };
  }
}

describe("the add-clip form's contributorName, as the fake server reads it", () => {
  it.each<[string, string | Blob | undefined, string | null | { refused: string }]>([
    ['no field', undefined, null],
    ['empty', '', null],
    ['spaces', '   ', null],
    ['a name', 'Jamie', 'Jamie'],
    ['a name with spaces around', '  Jamie ', 'Jamie'],
    ['40 characters', 'A'.repeat(40), 'A'.repeat(40)],
    ['41 characters', 'A'.repeat(41), { refused: CONTRIBUTOR_NAME_MESSAGES.tooLong }],
    ['markup', '<b>Jamie</b>', { refused: CONTRIBUTOR_NAME_MESSAGES.notPlain }],
    ['a control character', 'Ja\u0007mie', { refused: CONTRIBUTOR_NAME_MESSAGES.notPlain }],
    ['a file, not text', new Blob(['Jamie']), { refused: CONTRIBUTOR_NAME_NOT_TEXT }],
  ])('%s → %j', async (_, value, expected) => {
    expect(await read(formWith(value))).toEqual(expected);
  });
});
