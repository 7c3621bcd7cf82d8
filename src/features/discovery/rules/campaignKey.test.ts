import { describe, expect, it } from 'vitest';
import { campaignKeyFromPath } from './campaignKey';

describe('campaignKeyFromPath', () => {
  it.each([
    ['/free-july', 'free-july'],
    ['/free-adobe', 'free-adobe'],
    ['/free-hmkhq-event', 'free-hmkhq-event'],
    ['/free-july/', 'free-july'],
    ['/FREE-JULY', 'free-july'],
    ['/free-august', null],
    ['/', null],
    ['/browse', null],
  ])('%s → %s', (path, key) => {
    expect(campaignKeyFromPath(path)).toBe(key);
  });
});
