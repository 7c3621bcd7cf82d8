import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';

/**
 * The form's submit button. Pressing it does not take focus from the field being edited: otherwise
 * that field's blur message would appear on mousedown, push the button down and swallow the click.
 * Submit checks every field anyway (and moves focus to the first error).
 */
export function SubmitButton({
  busy,
  disabled,
  disabledReason,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  /** Why it is disabled, said beside it (see Button). */
  disabledReason?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      block
      busy={busy}
      disabled={disabled}
      disabledReason={disabledReason}
      onMouseDown={(event) => event.preventDefault()}
    >
      {children}
    </Button>
  );
}
