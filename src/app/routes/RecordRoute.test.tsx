import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeMedia, type FakeMedia } from '@/testing/fakeMedia';
import { local, storageKeys } from '@/shared/lib/storage';
import { renderRoute, signInAsDemo } from '@/testing/render';
import RecordRoute from './RecordRoute';

// the recorder's routes as the route table will have them, composed with the quick sign-up
const routes = ['/record/:greetingId', '/record-thank-you', '/record-thank-you/:greetingId', '/in/:code/record/:greetingId'].map(
  (path) => ({ path, element: <RecordRoute /> }),
);

let media: FakeMedia;
beforeEach(() => {
  media = installFakeMedia();
});
afterEach(() => media.uninstall());

describe('RecordRoute: the quick sign-up first', () => {
  it('a visitor not signed in sees the quick sign-up first; the camera waits until it is closed', async () => {
    renderRoute('/record/1001', { routes });
    const modal = await screen.findByRole('dialog', { name: 'Create your free account' });
    expect(screen.getByText('Your camera starts when you are ready.')).toBeInTheDocument();
    expect(media.calls).toHaveLength(0);

    await userEvent.setup({ delay: null }).click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(media.calls).toHaveLength(1));
    expect(local.get(storageKeys.quickSignupSeen)).toBe('true');
    expect(await screen.findByRole('button', { name: 'Start recording' })).toBeInTheDocument();
  });

  it.each([
    ['signed in', '/record/1001', () => signInAsDemo()],
    ['seen before', '/record-thank-you/1003', () => local.set(storageKeys.quickSignupSeen, 'true')],
    ['an invitee (no account needed)', '/in/inv-1001/record/1001', () => undefined],
  ])('%s: no sign-up, the camera starts at once', async (_, path, given) => {
    given();
    renderRoute(path, { routes });
    await waitFor(() => expect(media.calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the thank-you recorder offers it too', async () => {
    renderRoute('/record-thank-you', { routes });
    expect(await screen.findByRole('dialog', { name: 'Create your free account' })).toBeInTheDocument();
  });
});
