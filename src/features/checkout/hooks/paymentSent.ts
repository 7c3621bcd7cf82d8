/**
 * This tab sent a pay call for greeting {id} and has not seen its answer yet. It survives a
 * reload (sessionStorage), so a checkout reloaded mid-payment that finds the greeting paid still
 * tells the thank-you page it was just bought: its purchase event is pushed once, not lost.
 */
const keyOf = (greetingId: string | number) => `paymentSent:${greetingId}`;

export const paymentSent = {
  mark(greetingId: string | number): void {
    try {
      window.sessionStorage.setItem(keyOf(greetingId), '1');
    } catch {
      /* storage blocked: only the purchase event after a reload is lost */
    }
  },
  has(greetingId: string | number): boolean {
    try {
      return window.sessionStorage.getItem(keyOf(greetingId)) === '1';
    } catch {
      return false;
    }
  },
  clear(greetingId: string | number): void {
    try {
      window.sessionStorage.removeItem(keyOf(greetingId));
    } catch {
      /* nothing to clear */
    }
  },
};
