import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markNavigated } from '@/shared/lib/firstPage';
import { headingTakesFocus, PageHeading } from './PageHeading';

/** The header's menu button, and the page's heading once `withHeading`. */
function Page({ withHeading }: { withHeading: boolean }) {
  return (
    <>
      <header>
        <button type="button">Menu</button>
      </header>
      <main>{withHeading && <PageHeading>Occasions</PageHeading>}</main>
    </>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('PageHeading takes focus when it mounts', () => {
  it('on the first page, with nothing focused', async () => {
    render(<Page withHeading />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Occasions' })).toHaveFocus());
  });

  it("not on the first page when the visitor already focused something (the page's code was still loading)", async () => {
    const { rerender } = render(<Page withHeading={false} />);
    screen.getByRole('button', { name: 'Menu' }).focus();
    rerender(<Page withHeading />);
    await nextFrame();
    await nextFrame();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('after a navigation, from the link that was used', async () => {
    markNavigated();
    const { rerender } = render(<Page withHeading={false} />);
    screen.getByRole('button', { name: 'Menu' }).focus();
    rerender(<Page withHeading />);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Occasions' })).toHaveFocus());
  });
});

describe('headingTakesFocus', () => {
  const link = document.createElement('a');
  const menu = document.createElement('button');
  it.each([
    ['from nothing', { focused: null, focusedAtMount: null, firstPage: true, inPage: false }, true],
    ['from the body', { focused: document.body, focusedAtMount: menu, firstPage: true, inPage: false }, true],
    ['from the link a navigation left focus on', { focused: link, focusedAtMount: link, firstPage: false, inPage: false }, true],
    ['not from anything on the first page', { focused: menu, focusedAtMount: menu, firstPage: true, inPage: false }, false],
    [
      'not from something focused since the heading mounted',
      { focused: menu, focusedAtMount: link, firstPage: false, inPage: false },
      false,
    ],
    ['not from a field inside the page', { focused: link, focusedAtMount: link, firstPage: false, inPage: true }, false],
  ])('%s', (_, state, takes) => {
    expect(headingTakesFocus(state)).toBe(takes);
  });
});
