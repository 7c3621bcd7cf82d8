import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  nameProblem,
  PERSON_TEXT_MESSAGES as M,
  personNameSchema,
  personTextSchema,
  plainText,
  textProblem,
  withPerson,
  visibleLength,
} from './personText';

const S = 'your name';
const T = 'your comment';

describe('a person-written name (one policy for every name: page and fake server)', () => {
  it.each<[string, string, string | null]>([
    // accepted: names as people write them, in any script
    ['empty (optional here: the form says if it is required)', '', null],
    ['spaces only (empty once trimmed)', '   ', null],
    ['a plain name', 'Jamie', null],
    ['accents, hyphen, curly apostrophe', 'Zoë-Anne O’Neil', null],
    ['two people', 'Mary Jo & Sam', null],
    ['an initial', 'Mary J. Blige', null],
    ['abbreviations', 'Dr. Jamie Lee Jr.', null],
    ['initials run together', 'J.R.R. Tolkien', null],
    ['Arabic', 'سارة', null],
    ['Hebrew, pointed (3 marks on one letter)', 'שָׁלוֹם', null],
    ['Vietnamese, decomposed (2 marks on one letter)', 'Nguye\u0323\u0302n', null],
    ['Persian with a zero-width non-joiner', 'مهر\u200Cآرا', null],
    ['Hindi', 'प्रिया', null],
    ['Thai with stacked tone marks', 'สมศักดิ์', null],
    ['Chinese', '李小龙', null],
    ['an emoji beside a letter', 'Jo 🎉', null],
    ['a family emoji (zero-width joiners) beside a letter', 'Jo 👨‍👩‍👧', null],
    ['a digit beside letters', 'Jamie 2', null],
    // refused: bidi controls, each of them
    ...(
      [
        '\u202A',
        '\u202B',
        '\u202C',
        '\u202D',
        '\u202E',
        '\u2066',
        '\u2067',
        '\u2068',
        '\u2069',
        '\u200E',
        '\u200F',
        '\u061C',
      ] as const
    ).map((c): [string, string, string] => [`U+${c.codePointAt(0)!.toString(16).toUpperCase()}`, `Evil${c}gpj.exe`, M.bidi(S)]),
    // refused: invisible characters, and names that show nothing
    ['a zero-width space', 'Ja\u200Bmie', M.invisible(S)],
    ['a word joiner', 'Ja\u2060mie', M.invisible(S)],
    ['a BOM inside', 'Ja\uFEFFmie', M.invisible(S)],
    ['a tag character', 'Jamie\u{E0041}', M.invisible(S)],
    ['tag characters only', '\u{E0041}\u{E0042}', M.invisible(S)],
    ['a soft hyphen', 'Ja\u00ADmie', M.invisible(S)],
    ['a Hangul filler (a blank letter)', '\u3164', M.invisible(S)],
    ['a blank braille pattern', '\u2800\u2800', M.invisible(S)],
    ['a zero-width joiner alone', '\u200D', M.noLetter(S)],
    ['zero-width non-joiners only', '\u200C\u200C', M.noLetter(S)],
    // refused: no letter at all
    ['digits only', '1234', M.noLetter(S)],
    ['an emoji only', '🎉', M.noLetter(S)],
    ['punctuation only', '-- &', M.noLetter(S)],
    // refused: stacked accents ("Zalgo")
    ['4 marks on one letter', 'Ja\u0300\u0301\u0302\u0303mie', M.tooManyMarks(S)],
    ['Zalgo', 'J̸̢̛͈a̶̡͎m̷̱̈́i̴͇e̵̟', M.tooManyMarks(S)],
    // refused: sentences in a name
    ['an exclamation mark', 'Jamie!', M.sentence(S)],
    ['a question mark', 'Jamie?', M.sentence(S)],
    ['a colon', 'Note: Jamie', M.sentence(S)],
    ['a semicolon', 'Jamie; Sam', M.sentence(S)],
    ['a full-width question mark', 'Jamie？', M.sentence(S)],
    ['a sentence ending in a dot', ' and Jamie added 9 videos. Click here', M.sentence(S)],
    ['a dot after a long word', 'Jamie.', M.sentence(S)],
    ['a dot after nothing', 'Jamie . Lee', M.sentence(S)],
    ['an ellipsis of dots', 'Jamie...', M.sentence(S)],
    // refused: not one line of plain text
    ['markup', '<b>Jamie</b>', M.notPlainName(S)],
    ['a line break', 'Ja\nmie', M.notPlainName(S)],
    ['a tab', 'Ja\tmie', M.notPlainName(S)],
    ['a line separator', 'Ja\u2028mie', M.notPlainName(S)],
    ['a bell', 'Ja\u0007mie', M.notPlainName(S)],
    // length: trimmed, then at most the limit
    ['40 characters', 'A'.repeat(40), null],
    ['40 characters and spaces around', ` ${'A'.repeat(40)} `, null],
    ['41 characters', 'A'.repeat(41), M.tooLong(S, 40)],
  ])('%s: %j → %j', (_what, name, problem) => {
    expect(nameProblem(name, S, 40)).toBe(problem);
  });

  it('the schema trims a fine name and refuses with the same messages', () => {
    const schema = personNameSchema(S, 40);
    expect(z.parse(schema, '  Jamie ')).toBe('Jamie');
    const refused = z.safeParse(schema, 'Evil\u202Egpj.exe');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(M.bidi(S));
  });
});

describe('a person-written text (a comment, a message)', () => {
  it.each<[string, string, string | null]>([
    // accepted
    ['a sentence', 'Congratulations, Riley! So proud of you.', null],
    ['several lines and a tab', 'Happy birthday!\n\n\tLove, Jamie', null],
    ['Windows line breaks', 'one\r\ntwo', null],
    ['a heart made of <3', 'Love you <3', null],
    ['Arabic', 'مبروك يا ريلي', null],
    ['emoji with zero-width joiners', 'We love you 👨‍👩‍👧', null],
    ["Scotland's flag (tag characters in a flag)", 'From Glasgow 🏴󠁧󠁢󠁳󠁣󠁴󠁿 with love', null],
    ['a zero-width space (it only does not count towards the length)', 'Hel\u200Blo there', null],
    ['3 marks on one letter', 'Cha\u0300\u0301\u0302o', null],
    // refused: bidi controls
    ['a right-to-left override', 'Evil\u202Egpj.exe', M.bidi(T)],
    ['a left-to-right mark', 'Hello\u200E there', M.bidi(T)],
    ['a first-strong isolate', 'Hello \u2068there', M.bidi(T)],
    ['an Arabic letter mark', 'Hello\u061C there', M.bidi(T)],
    // refused: hidden tag text (outside a flag)
    ['tag characters carrying hidden words', 'Nice video\u{E0049}\u{E0047}\u{E004E}', M.invisible(T)],
    ['a cancel tag alone', 'Nice video\u{E007F}', M.invisible(T)],
    // refused: control characters, stacked accents
    ['a bell', 'Ding\u0007 dong', M.notPlainText(T)],
    ['an escape sequence', 'Red \u001b[31mtext', M.notPlainText(T)],
    ['Zalgo', 'He̸̢̛͈llo̶̡͎ there', M.tooManyMarks(T)],
    // length
    ['2,000 characters', 'x'.repeat(2000), null],
    ['2,001 characters', 'x'.repeat(2001), M.tooLong(T, 2000)],
  ])('%s → %j', (_what, text, problem) => {
    expect(textProblem(text, T, 2000)).toBe(problem);
  });

  it.each([
    ['Hello', 5],
    ['  Hello  ', 5],
    ['\u200B\u200B\u200B\u200B\u200B', 0],
    ['\u200B Hi \u200B', 2],
    ['\u2800\u3164\u2060\uFEFF\u200D', 0],
    ['Hi\u{E0041}', 2],
  ])('%j shows %i characters', (text, length) => {
    expect(visibleLength(text)).toBe(length);
  });

  it('the schema trims and refuses with the same messages', () => {
    expect(z.parse(personTextSchema(T, 2000), '  Hello there \n')).toBe('Hello there');
    expect(z.safeParse(personTextSchema(T, 2000), 'a\u202Eb').error?.issues[0]?.message).toBe(M.bidi(T));
  });
});

describe('a sentence with people in it', () => {
  it('reads as plain text, names in place', () => {
    expect(plainText(['', { person: 'Jamie' }, ' and ', { person: 'سارة' }, ' added a photo.'])).toBe(
      'Jamie and سارة added a photo.',
    );
  });

  it.each<[string, string | null | undefined, unknown[]]>([
    ['Photo by Jamie', 'Jamie', ['Photo by ', { person: 'Jamie' }]],
    ['Video by سارة', 'سارة', ['Video by ', { person: 'سارة' }]],
    ['Photo by Photo', 'Photo', ['Photo by ', { person: 'Photo' }]],
    ['Photo by Jamie', null, ['Photo by Jamie']],
    ['Photo by Jamie', 'Sam', ['Photo by Jamie']],
  ])('%j with %j kept apart → %j', (text, person, parts) => {
    expect(withPerson(text, person)).toEqual(parts);
  });
});
