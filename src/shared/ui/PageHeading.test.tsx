import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markNavigated } from '../lib/firstPage';
import { PageHeading } from './PageHeading';

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
