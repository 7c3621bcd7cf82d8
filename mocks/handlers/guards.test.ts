import { describe, expect, it } from 'vitest';
import { allowedMethods, isMalformedPath } from './guards';
import { handlers } from './index';

describe('isMalformedPath', () => {
  it.each([
    ['/rest/video/5001/caption/%E0%A4%A', true],
    ['/rest/fizz/%', true],
    ['/rest/fizz/%zz', true],
    ['/rest/fizz/%C3%28', true],
    ['/rest/video/5001/caption/Happy%20birthday%21', false],
    ['/rest/video/5001/caption/%F0%9F%8E%89', false],
    ['/rest/fizz/1001', false],
  ])('%s → %s', (path, expected) => {
    expect(isMalformedPath(path)).toBe(expected);
  });
});

describe('allowedMethods: what a known path takes', () => {
  it.each([
    ['/rest/fizz/1001', ['DELETE', 'GET', 'PUT']],
    ['/rest/fizz', ['POST']],
    ['/rest/fizz/1001/lockdown', ['POST']],
    ['/rest/vid/vid-1003/fizz', ['GET']],
    ['/rest/nothing/here', []],
  ])('%s → %j', (path, expected) => {
    expect(allowedMethods(handlers, new URL(`http://localhost${path}`))).toEqual(expected);
  });
});

describe('one handler per call', () => {
  const count = (method: string, path: string) =>
    handlers.filter((h) => {
      const info = h.info as { method?: unknown; path?: unknown };
      return info.method === method && info.path === path;
    }).length;

  it.each([
    ['GET', '*/rest/fizz/:fizzId'],
    ['PUT', '*/rest/fizz/:fizzId'],
    ['DELETE', '*/rest/fizz/:fizzId'],
    ['GET', '*/rest/fizz/:id/detail'],
  ])('%s %s is answered by one handler (no falling through by query)', (method, path) => {
    expect(count(method, path)).toBe(1);
  });
});
