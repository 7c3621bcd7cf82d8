import { describe, expect, it } from 'vitest';
import { internalPath, landingTemplates, personalizeHref, seeAllHref, themeBackTarget } from './themeLinks';

describe('themeBackTarget: Back on /theme/{id}', () => {
  it.each([
    ['landing', '/'],
    [null, '/browse'],
    [undefined, '/browse'],
    ['', '/browse'],
    ['browse', '/browse'],
    ['Landing', '/browse'],
    ['https://evil.example', '/browse'],
  ])('back=%s → %s', (back, expected) => {
    expect(themeBackTarget(back)).toBe(expected);
  });
});

describe('personalizeHref: /create/{id}?pt=&key=, only the values present', () => {
  it.each([
    [101, {}, '/create/101'],
    [101, { pt: 'p1' }, '/create/101?pt=p1'],
    [101, { key: 'k1' }, '/create/101?key=k1'],
    [101, { pt: 'p1', key: 'k1' }, '/create/101?pt=p1&key=k1'],
    [101, { pt: '', key: null }, '/create/101'],
    ['202', { pt: 'a b&c' }, '/create/202?pt=a+b%26c'],
  ])('%s %o → %s', (id, pass, expected) => {
    expect(personalizeHref(id, pass)).toBe(expected);
  });
});

describe('the landing shop grid', () => {
  it.each([
    [[], []],
    [
      [1, 2],
      [1, 2],
    ],
    [
      [1, 2, 3, 4],
      [1, 2, 3, 4],
    ],
    [
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4],
    ],
  ])('up to 4 templates per theme: %o → %o', (list, expected) => {
    expect(landingTemplates(list)).toEqual(expected);
  });

  it("'See all' → /theme/{id}?back=landing", () => {
    expect(seeAllHref(3)).toBe('/theme/3?back=landing');
  });
});

describe('internalPath: server link targets stay inside the app', () => {
  it.each([
    ['/theme/1', '/theme/1'],
    ['/', '/'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    ['theme/1', null],
    [null, null],
  ])('%s → %s', (path, expected) => {
    expect(internalPath(path)).toBe(expected);
  });
});
