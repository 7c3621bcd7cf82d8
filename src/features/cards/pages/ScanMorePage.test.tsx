import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIZZ_NOT_FOUND as GREETING_NOT_FOUND } from '#mocks/rules';
import { givenLinkedBoxSet } from '@/testing/builders';
import { renderRoute, signInAsDemo } from '@/testing/render';
import { SCAN_MORE_TEXT } from './ScanMorePage';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/qrbox-scan-more/{greetingId}', () => {
  it('a greeting linked to a boxed set: says so, plays it, and explains scanning more cards', async () => {
    givenLinkedBoxSet(1003);
    signInAsDemo();
    const { container } = renderRoute('/qrbox-scan-more/1003');
    expect(await h1(SCAN_MORE_TEXT.heading)).toBeInTheDocument();
    expect(container.querySelector('video')).toHaveAttribute('src', expect.stringMatching(/\S/));
    expect(screen.getByRole('heading', { level: 2, name: SCAN_MORE_TEXT.moreHeading })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: SCAN_MORE_TEXT.moreHeading });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(SCAN_MORE_TEXT.steps);
    expect(screen.getByRole('link', { name: 'Share your Video Greeting' })).toHaveAttribute('href', '/thank-you-qr-box/1003');
  });

  it('a greeting that is not linked is never called linked', async () => {
    signInAsDemo();
    renderRoute('/qrbox-scan-more/1001');
    expect(await h1(SCAN_MORE_TEXT.notLinkedHeading)).toBeInTheDocument();
    expect(screen.queryByText(SCAN_MORE_TEXT.heading)).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown id', '/qrbox-scan-more/424242'],
    ['an id that is not one', `/qrbox-scan-more/${encodeURIComponent('1e3<b>x</b>')}`],
  ])("%s: the server's message and a way home", async (_name, path) => {
    signInAsDemo();
    renderRoute(path);
    expect(await h1(SCAN_MORE_TEXT.errorHeading)).toBeInTheDocument();
    expect(screen.getByText(GREETING_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    expect(document.querySelector('b')).toBeNull();
  });

  it('signed out: asks to sign in', async () => {
    renderRoute('/qrbox-scan-more/1003');
    const heading = await h1(SCAN_MORE_TEXT.errorHeading);
    const panel = heading.parentElement!;
    expect(within(panel).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login/%2Fqrbox-scan-more%2F1003');
  });
});
