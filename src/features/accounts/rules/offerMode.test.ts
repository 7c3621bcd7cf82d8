import { describe, expect, it } from 'vitest';
import { offerModeFromPath } from './offerMode';

describe('offerModeFromPath', () => {
  it.each([
    ['/offer-login', 'offer', 'recipient'],
    ['/offer-register', 'offer', 'recipient'],
    ['/view-invite-trial-login', 'trial', 'actor'],
    ['/view-invite-trial-register', 'trial', 'actor'],
  ])('%s → %s (from=%s)', (path, kind, from) => {
    expect(offerModeFromPath(path)).toEqual({ kind, from });
  });
});
