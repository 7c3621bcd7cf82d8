import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';

describe('/template-base-markup', () => {
  it('shows sample text, buttons, grids, spinners and toasts', async () => {
    renderRoute('/template-base-markup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Style guide' })).toBeInTheDocument();
    for (const name of ['Text', 'Buttons', 'Grids', 'Spinners', 'Toasts']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText('Small spinner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Success toast' }));
    expect(await screen.findByText('Copied to Clipboard!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Error toast' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
  });
});
