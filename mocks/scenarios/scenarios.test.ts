import { describe, expect, it } from 'vitest';
import { getTutorials } from '@/api/catalog/requests';
import { MESSAGES, type ApiError } from '@/api/errors';
import { initBrowserScenarios } from './browserScenarios';
import {
  callMatches,
  faultFor,
  getScenarios,
  SCENARIO_STORAGE_KEY,
  SERVER_ERROR_MESSAGE,
  setScenarios,
  SLOW_MS,
} from './scenarios';

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

describe('the gate applies scenarios to every call (switched on from a test)', () => {
  const outcome = async () => {
    const started = performance.now();
    const result = await getTutorials().then(
      () => 'success',
      (e: ApiError) => `${e.kind}: ${e.message}`,
    );
    return { result, ms: performance.now() - started };
  };

  it.each([
    [[], 'success'],
    [['offline'], `network: ${MESSAGES.network}`],
    [['offline:/rest/tutorial'], `network: ${MESSAGES.network}`],
    [['offline:/rest/fizz/list'], 'success'],
    [['server-error:/rest/tutorial'], `server: ${SERVER_ERROR_MESSAGE}`],
    [['server-error:GET tutorial'], `server: ${SERVER_ERROR_MESSAGE}`],
    [['server-error:POST /rest/tutorial'], 'success'],
    [['payment-declined', 'processing-stuck'], 'success'],
  ])('%j → %s', async (scenarios, expected) => {
    setScenarios(scenarios);
    const { result, ms } = await outcome();
    expect(result).toBe(expected);
    expect(ms).toBeLessThan(SLOW_MS);
  });

  it("'slow' delays every call by SLOW_MS, and it still succeeds", async () => {
    setScenarios(['slow']);
    const { result, ms } = await outcome();
    expect(result).toBe('success');
    expect(ms).toBeGreaterThanOrEqual(SLOW_MS - 20);
  });
});

describe('initBrowserScenarios: the ?scenario= URL flag, kept for the tab', () => {
  const at = (search: string) => window.history.replaceState(null, '', `/somewhere${search}`);

  it.each([
    ['?scenario=slow,server-error:add-clip', null, ['slow', 'server-error:add-clip']],
    ['?scenario=', '["slow"]', []],
    ['', '["payment-declined"]', ['payment-declined']],
    ['?other=1', null, []],
  ])('URL %s with %s stored → %j', (search, stored, expected) => {
    if (stored) sessionStorage.setItem(SCENARIO_STORAGE_KEY, stored);
    at(search);
    initBrowserScenarios();
    expect(getScenarios()).toEqual(expected);
    expect(JSON.parse(sessionStorage.getItem(SCENARIO_STORAGE_KEY)!)).toEqual(expected);
    at('');
  });

  it('keeps a later change (the dev panel) for the next load', () => {
    at('');
    initBrowserScenarios();
    setScenarios(['processing-stuck']);
    expect(JSON.parse(sessionStorage.getItem(SCENARIO_STORAGE_KEY)!)).toEqual(['processing-stuck']);
  });
});
