import { z } from 'zod/mini';

// One policy for everything a person writes that another person reads: names (an invitee's first
// name, a commenter's first and last name, the contact form's names) and texts (a comment, an
// invitation message). The page and the fake server check with these same functions, so a refusal
// reads the same wherever it comes from. Every name and text is also shown inside <bdi>.

/** Right-to-left and left-to-right overrides, embeddings, isolates and marks: they can make text read as something else ("EvilhtimS exe.png"). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

/**
 * Characters that show nothing: zero-width space, word joiner, BOM, tag characters and the other
 * invisible format characters (\p{Cf}), and the blank "letters" (Hangul fillers, the blank braille
 * pattern) that make a name look empty. The zero-width non-joiner and joiner (U+200C, U+200D) are
 * not among them: Persian and Indic names and emoji sequences need them, and a name still needs a
 * letter.
 */
const INVISIBLE = /(?![\u200C\u200D])[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u;
const INVISIBLE_ALL = /(?![\u200C\u200D])[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]|[\u200C\u200D]/gu;

/** A flag such as Scotland's (a black flag, tag letters, a cancel tag): the one use of tag characters in a text. */
const TAG_FLAG = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
const TAG = /[\u{E0000}-\u{E007F}]/u;

/** Names are one line of plain text: no markup characters, control characters or line breaks. */
const NOT_PLAIN_NAME = /[\p{Cc}\u2028\u2029<>]/u;
/** Texts may have line breaks and tabs, and '<' ('<3'): they are shown as text. No other control characters. */
const NOT_PLAIN_TEXT = /(?![\t\n\r])\p{Cc}/u;

/** More accents stacked on one letter than any language writes (Vietnamese and pointed Hebrew need up to 3): "Zalgo" text. */
export const MAX_MARKS_IN_A_ROW = 3;
const TOO_MANY_MARKS = new RegExp(`\\p{M}{${MAX_MARKS_IN_A_ROW + 1},}`, 'u');

/** Sentence punctuation: a name that ends a sentence and starts another ("Jamie added 9 videos. Click here") is not a name. */
const SENTENCE_PUNCTUATION = /[!?:;¡¿…‼⁇⁈⁉。！？：；؟؛]/u;
/** A dot is fine after an initial or a short abbreviation ("J.", "Jr.", "Mrs.", "Ph.D."): up to this many letters. */
const ABBREVIATION_LETTERS = 3;

const LETTER = /\p{L}/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/** Who the message speaks of: 'your name', 'your first name', 'your comment'. */
export type Subject = string;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The policy's messages, by subject (one wording on the page and from the fake server). */
export const PERSON_TEXT_MESSAGES = {
  notPlainName: (subject: Subject) => `Please write ${subject} as plain text (no < or > or line breaks).`,
  notPlainText: (subject: Subject) => `Please write ${subject} as plain text (no control characters).`,
  bidi: (subject: Subject) =>
    `${capital(subject)} has hidden characters that change the direction of the text. Please remove them.`,
  invisible: (subject: Subject) => `${capital(subject)} has invisible characters. Please remove them.`,
  noLetter: (subject: Subject) => `${capital(subject)} needs at least one letter.`,
  tooManyMarks: (subject: Subject) => `${capital(subject)} has too many accents on one letter.`,
  sentence: (subject: Subject) =>
    `Please write only a name in ${subject}: no ! ? : or ;, and a dot only after an initial (as in "J." or "Jr.").`,
  tooLong: (subject: Subject, max: number) => `${capital(subject)} can be at most ${max.toLocaleString('en-US')} characters.`,
} as const;

/** Every dot follows an initial or a short abbreviation: 1 to 3 letters that start a word. */
function dotsAreAbbreviations(name: string): boolean {
  const chars = [...name];
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] !== '.') continue;
    let letters = 0;
    let j = i - 1;
    for (; j >= 0 && LETTER_OR_MARK.test(chars[j]); j--) if (LETTER.test(chars[j])) letters++;
    if (letters < 1 || letters > ABBREVIATION_LETTERS) return false;
  }
  return true;
}

/** The first thing wrong with the characters of a name or a text (both kinds share these), or null. */
function characterProblem(value: string, subject: Subject, kind: 'name' | 'text'): string | null {
  if (BIDI_CONTROL.test(value)) return PERSON_TEXT_MESSAGES.bidi(subject);
  if (kind === 'name' ? NOT_PLAIN_NAME.test(value) : NOT_PLAIN_TEXT.test(value))
    return kind === 'name' ? PERSON_TEXT_MESSAGES.notPlainName(subject) : PERSON_TEXT_MESSAGES.notPlainText(subject);
  // a text keeps its flags; a name has no use for tag characters (nor for any invisible one)
  if (kind === 'name' ? INVISIBLE.test(value) : TAG.test(value.replace(TAG_FLAG, '')))
    return PERSON_TEXT_MESSAGES.invisible(subject);
  if (TOO_MANY_MARKS.test(value)) return PERSON_TEXT_MESSAGES.tooManyMarks(subject);
  return null;
}

/**
 * What is wrong with a person's name, or null when it is fine. Checked trimmed; an empty name is
 * fine here (whether one is required is the form's rule). A name is one line of plain text with at
 * least one letter, no hidden or invisible characters, no stacked accents beyond any language's,
 * no sentence punctuation, and at most `max` characters.
 */
export function nameProblem(raw: string, subject: Subject, max: number): string | null {
  const name = raw.trim();
  if (name === '') return null;
  if (name.length > max) return PERSON_TEXT_MESSAGES.tooLong(subject, max);
  const problem = characterProblem(name, subject, 'name');
  if (problem) return problem;
  if (!LETTER.test(name)) return PERSON_TEXT_MESSAGES.noLetter(subject);
  if (SENTENCE_PUNCTUATION.test(name) || !dotsAreAbbreviations(name)) return PERSON_TEXT_MESSAGES.sentence(subject);
  return null;
}

/**
 * What is wrong with a text (a comment, a message), or null. Checked trimmed. Line breaks, '<' and
 * emoji (flags with tag characters too) are fine; hidden direction characters, other control
 * characters and stacked accents are not. How short a text may be is the form's rule: measure it
 * with visibleLength.
 */
export function textProblem(raw: string, subject: Subject, max: number): string | null {
  const text = raw.trim();
  if (text.length > max) return PERSON_TEXT_MESSAGES.tooLong(subject, max);
  return characterProblem(text, subject, 'text');
}

/** The length of what a text shows (UTF-16 units, as maxLength counts): trimmed, invisible characters left out. */
export function visibleLength(raw: string): number {
  return raw.replace(INVISIBLE_ALL, '').trim().length;
}

const checked = (problem: (value: string) => string | null) =>
  z.string().check(
    z.trim(),
    z.superRefine((value: string, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );

/** A name field's schema (trimmed; empty allowed): nameProblem's messages. */
export const personNameSchema = (subject: Subject, max: number) => checked((v) => nameProblem(v, subject, max));

/** A text field's schema (trimmed): textProblem's messages. */
export const personTextSchema = (subject: Subject, max: number) => checked((v) => textProblem(v, subject, max));

/**
 * A sentence with people's own words in it, kept apart ('Jamie' in 'Jamie added a photo'), so a
 * screen can show each inside <bdi>: a name written right to left then cannot reorder the sentence.
 */
export type WithPeople = readonly (string | { person: string })[];

/** The sentence as plain text. */
export const plainText = (parts: WithPeople): string =>
  parts.map((part) => (typeof part === 'string' ? part : part.person)).join('');

/**
 * A sentence of ours with one person's words in it ('Photo by Jamie'), the words kept apart: their
 * last place in `text` (the sentence's own rule put them there). No words, or none found: the text.
 */
export function withPerson(text: string, person: string | null | undefined): WithPeople {
  const at = person ? text.lastIndexOf(person) : -1;
  if (!person || at < 0) return [text];
  return [text.slice(0, at), { person }, text.slice(at + person.length)].filter((part) => part !== '');
}
