import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setViewportWidth } from '@/testing/browserShims';
import StepsSlider from './StepsSlider';
import { STEPS } from './steps';

const activeTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('.slick-slide:not([aria-hidden="true"]) h3')].map((h) => h.textContent);

describe('StepsSlider (react-slick)', () => {
  it('wide: all 3 steps side by side, no arrows or dots', () => {
    setViewportWidth(1280);
    const { container } = render(<StepsSlider steps={STEPS} />);
    expect(activeTitles(container)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show step 1' })).not.toBeInTheDocument();
  });

  it('tablet (577–768): one step at a time with arrows and dots', async () => {
    setViewportWidth(700);
    const { container } = render(<StepsSlider steps={STEPS} />);
    await waitFor(() => expect(activeTitles(container)).toEqual(['Step 1: Pick a design']));
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(activeTitles(container)).toEqual(['Step 2: Add photos and videos']));
    expect(screen.getAllByRole('button', { name: /^Show step/ })).toHaveLength(3);
  });

  it('phone (≤ 576): one step, dots but no arrows', async () => {
    setViewportWidth(375);
    const { container } = render(<StepsSlider steps={STEPS} />);
    await waitFor(() => expect(activeTitles(container)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show step 3' }));
    await waitFor(() => expect(activeTitles(container)).toEqual(['Step 3: Send the surprise']));
  });
});
