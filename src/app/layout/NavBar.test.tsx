import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Modal } from '@/shared/ui/Modal';
import { renderWithProviders } from '@/testing/render';
import { setViewportWidth } from '@/testing/browserShims';
import { startSession } from '@/shared/lib/session';
import { NavBar } from './NavBar';

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('NavBar', () => {
  it('signed out: Create, My Video Greetings, FAQ, Tutorials and Sign In; no Change password', () => {
    renderWithProviders(<NavBar />);
    expect(nav().getByRole('link', { name: 'Create a Video Greeting' })).toHaveAttribute('href', '/browse');
    expect(nav().getByRole('link', { name: 'My Video Greetings' })).toHaveAttribute('href', '/list');
    expect(nav().getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(nav().getByRole('link', { name: 'Tutorials' })).toHaveAttribute('href', '/tutorials');
    expect(nav().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(nav().queryByRole('link', { name: 'Change password' })).not.toBeInTheDocument();
    expect(nav().queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('signed in: Sign out and Change password; signing out goes to /login', async () => {
    startSession('sess-demo', true);
    const { router } = renderWithProviders(<NavBar />, '/list');
    expect(nav().getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
    await userEvent.click(nav().getByRole('button', { name: 'Sign out' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(nav().getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('mobile width: a menu button, and a Contact us phone link', async () => {
    setViewportWidth(375);
    renderWithProviders(<NavBar />);
    const toggle = screen.getByRole('button', { name: /menu/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav().getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });

  describe('the mobile menu closes', () => {
    beforeEach(() => setViewportWidth(375));

    const openMenu = async () => {
      const toggle = screen.getByRole('button', { name: /menu/i });
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      return toggle;
    };

    it('on Escape, and focus goes back to the Menu button', async () => {
      renderWithProviders(<NavBar />);
      const toggle = await openMenu();
      nav().getByRole('link', { name: 'FAQ' }).focus();
      await userEvent.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(toggle).toHaveFocus();
    });

    it('on a click outside the bar', async () => {
      renderWithProviders(
        <>
          <NavBar />
          <p>Page text</p>
        </>,
      );
      const toggle = await openMenu();
      await userEvent.click(screen.getByText('Page text'));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('when a modal opens, so it never stays open behind one', async () => {
      let openModal = () => {};
      function PageWithModal() {
        const [open, setOpen] = useState(false);
        openModal = () => setOpen(true);
        return (
          <>
            <NavBar />
            <Modal open={open} onClose={() => setOpen(false)} title="Sign up">
              <p>Modal body</p>
            </Modal>
          </>
        );
      }
      renderWithProviders(<PageWithModal />);
      const toggle = await openMenu();
      // a modal that opens by itself (a timer, an answer arriving), not after a click outside
      act(() => openModal());
      expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    });
  });
});
