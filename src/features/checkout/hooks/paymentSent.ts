/**
 * This tab sent a pay call for greeting {id} and has not seen its answer yet. It survives a
 * reload (sessionStorage), so a checkout reloaded mid-payment that finds the greeting paid still
 * tells the thank-you page it was just bought: its purchase event is pushed once, not lost.
 */
const keyOf = (fizzId: string | number) => `paymentSent:${fizzId}`;

export const paymentSent = {
  mark(fizzId: string | number): void {
    try {
      window.sessionStorage.setItem(keyOf(fizzId), '1');
    } catch {
      /* storage blocked: only the purchase event after a reload is lost */
    }
  },
  has(fizzId: string | number): boolean {
    try {
      return window.sessionStorage.getItem(keyOf(fizzId)) === '1';
    } catch {
      return false;
    }
  },
  clear(fizzId: string | number): void {
    try {
      window.sessionStorage.removeItem(keyOf(fizzId));
    } catch {
      /* nothing to clear */
    }
  },
};
