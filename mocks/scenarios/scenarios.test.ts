import { describe, expect, it } from 'vitest';
import { callMatches, faultFor, setScenarios } from './scenarios';

describe('callMatches: naming a call in a scenario', () => {
  it.each([
    ['add-clip', 'POST', '/rest/fizz/1001/add-clip', true],
    ['add-clip', 'GET', '/rest/fizz/1001/detail', false],
    ['/rest/fizz/list', 'GET', '/rest/fizz/list', true],
    ['/rest/fizz/:id', 'DELETE', '/rest/fizz/1001', true],
    ['/rest/fizz/:id', 'DELETE', '/rest/fizz/1001/detail', false],
    ['DELETE /rest/fizz/:id', 'DELETE', '/rest/fizz/1001', true],
    ['DELETE /rest/fizz/:id', 'GET', '/rest/fizz/1001', false],
    ['POST add-clip', 'POST', '/rest/fizz/9/add-clip', true],
    ['/rest/fizz.list', 'GET', '/rest/fizzXlist', false],
  ])('%s on %s %s → %s', (call, method, path, expected) => {
    expect(callMatches(call, method, path)).toBe(expected);
  });
});

describe('faultFor', () => {
  it('offline fails every call; named faults only theirs', () => {
    setScenarios(['server-error:add-clip', 'offline:/rest/tutorial']);
    expect(faultFor('POST', '/rest/fizz/1/add-clip')).toEqual({ kind: 'server-error' });
    expect(faultFor('GET', '/rest/tutorial')).toEqual({ kind: 'network' });
    expect(faultFor('GET', '/rest/fizz/list')).toBeNull();
    setScenarios(['offline']);
    expect(faultFor('GET', '/rest/fizz/list')).toEqual({ kind: 'network' });
    setScenarios([]);
    expect(faultFor('GET', '/rest/fizz/list')).toBeNull();
  });
});
