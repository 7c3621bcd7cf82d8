import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecorderControls } from './RecorderControls';

const props = {
  hasTake: false,
  canStart: true,
  blockedReason: null,
  uploading: false,
  onStart: vi.fn(),
  onRecordAgain: vi.fn(),
};

describe('RecorderControls', () => {
  it('while stopping, Stop keeps keyboard focus (it is not disabled) and a second press does nothing', async () => {
    const onStop = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<RecorderControls {...props} phase="recording" stopping={false} onStop={onStop} />);
    const stop = screen.getByRole('button', { name: 'Stop recording' });
    stop.focus();
    await user.keyboard('{Enter}');
    expect(onStop).toHaveBeenCalledTimes(1);

    rerender(<RecorderControls {...props} phase="recording" stopping onStop={onStop} />);
    const stopping = screen.getByRole('button', { name: 'Finishing…' });
    // a disabled button would lose focus in a browser (jsdom keeps it, so check the cause)
    expect(stopping).toBeEnabled();
    expect(stopping).toHaveFocus();
    expect(stopping).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(onStop).toHaveBeenCalledTimes(1);

    // stopped: the same control, now Record Again, still has focus for the review dialog to return to
    rerender(<RecorderControls {...props} phase="stopped" hasTake stopping={false} onStop={onStop} />);
    expect(screen.getByRole('button', { name: 'Record Again' })).toHaveFocus();
  });

  it('a Start that cannot be pressed says why beside it, and stops saying so once it can', () => {
    const { rerender } = render(
      <RecorderControls
        {...props}
        phase="idle"
        canStart={false}
        blockedReason="Wait for your camera to start."
        stopping={false}
        onStop={vi.fn()}
      />,
    );
    const start = screen.getByRole('button', { name: 'Start recording' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Wait for your camera to start.');
    expect(screen.getByText('Wait for your camera to start.')).toBeVisible();
    rerender(<RecorderControls {...props} phase="idle" stopping={false} onStop={vi.fn()} />);
    expect(start).toBeEnabled();
    expect(screen.queryByText('Wait for your camera to start.')).toBeNull();
  });
});
