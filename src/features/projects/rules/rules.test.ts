import { describe, expect, it } from 'vitest';
import { mailtoHref } from '../../../shared/lib/shareLinks';
import { DELETE_FAILED_MESSAGE, DOWNLOAD_NOTE, downloadHref, startedLabel } from './projects';
import { SHARE_EMAIL_SUBJECT } from './shareLinks';

// the sms:/mailto: shapes themselves are tested in src/shared/lib/shareLinks.test.ts
describe('the share email', () => {
  it('has the subject the list shares with', () => {
    expect(mailtoHref(SHARE_EMAIL_SUBJECT, 'x')).toBe('mailto:?subject=Watch%20a%20surprise%20video%20made%20just%20for%20you&body=x');
  });
});

describe('the project list texts', () => {
  it('says 6 months and uses the spec delete message', () => {
    expect(DOWNLOAD_NOTE).toMatch(/6 months/);
    expect(DELETE_FAILED_MESSAGE).toBe('Unable to delete item');
  });

  it.each([
    ['2025-03-04T10:00:00.000Z', 'Started Mar 4, 2025'],
    ['2025-03-04 23:59:59.000000', 'Started Mar 4, 2025'],
    ['nonsense', null],
    ['', null],
    [null, null],
  ])('startedLabel(%j) → %j', (input, label) => {
    expect(startedLabel(input)).toBe(label);
  });
});

describe('downloadHref', () => {
  it.each([
    [{ shareUrl: 'https://app.test/vid/v1', downloadUrl: 'https://cdn.test/v1.mp4' }, 'https://cdn.test/v1.mp4'],
    [{ shareUrl: 'https://app.test/vid/v1', downloadUrl: null }, 'https://app.test/vid/v1/download'],
    [{ shareUrl: 'https://app.test/vid/v1/', downloadUrl: '' }, 'https://app.test/vid/v1/download'],
    [{ shareUrl: null, downloadUrl: null }, null],
    [{}, null],
  ])('%j → %s', (item, href) => {
    expect(downloadHref(item)).toBe(href);
  });
});
