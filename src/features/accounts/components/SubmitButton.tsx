import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';

/**
 * The form's submit button. Pressing it does not take focus from the field being edited: otherwise
 * that field's blur message would appear on mousedown, push the button down and swallow the click.
 * Submit checks every field anyway (and moves focus to the first error).
 */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled: boolean; children: ReactNode }) {
  return (
    <Button type="submit" block busy={busy} disabled={disabled} onMouseDown={(event) => event.preventDefault()}>
      {children}
    </Button>
  );
}
