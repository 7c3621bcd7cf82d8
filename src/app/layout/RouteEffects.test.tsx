import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';

describe('on every navigation', () => {
  it('records a page view, scrolls to the top and focuses the new page heading', async () => {
    window.dataLayer = [];
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderRoute('/faq');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/tutorials"]')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutorials'));
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    const views = (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path);
    expect(views).toEqual(['/faq', '/tutorials']);
  });
});
