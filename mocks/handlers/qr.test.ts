import { describe, expect, it } from 'vitest';
import { FizzStatus } from '../db/types';
import { ALREADY_LINKED, boxSetLinkRefusal, LINK_NOT_FINISHED, NOT_LINKABLE } from './qr';

const { producer, videoSubmitted, completed, inQueue, inProcess, inError } = FizzStatus;

describe('boxSetLinkRefusal: only finished greetings link, and a linked set stays linked', () => {
  it.each([
    ['an unlinked set, a completed greeting', null, 7, producer | videoSubmitted | completed, null],
    ['the same greeting again', 7, 7, producer | videoSubmitted | completed, null],
    ['another greeting (no unlinking)', 7, 8, producer | videoSubmitted | completed, ALREADY_LINKED],
    ['a greeting in progress', null, 7, producer, LINK_NOT_FINISHED],
    ['a queued greeting', null, 7, producer | videoSubmitted | inQueue, LINK_NOT_FINISHED],
    ['a greeting in process', null, 7, producer | videoSubmitted | inProcess, LINK_NOT_FINISHED],
    ['a greeting that ended in error (done)', null, 7, producer | videoSubmitted | inError, null],
  ])('%s', (_name, linked, id, status, expected) => {
    expect(boxSetLinkRefusal({ fizzId: linked }, { id, status, isPhysical: false, isThankyou: false })).toBe(expected);
  });

  const done = producer | videoSubmitted | completed;
  it.each([
    ["a single card's greeting", { isPhysical: true, isThankyou: false }, NOT_LINKABLE],
    ['a thank-you video', { isPhysical: false, isThankyou: true }, NOT_LINKABLE],
    ['a digital greeting', { isPhysical: false, isThankyou: false }, null],
  ])('%s', (_name, kind, expected) => {
    expect(boxSetLinkRefusal({ fizzId: null }, { id: 7, status: done, ...kind })).toBe(expected);
  });
});
