/**
 * The app's one price text. Prices come from the server as numbers or strings (spec: no fixed
 * price); shown in dollars. A text that is not a number ('Free') is shown as sent; none is null.
 */
export function formatPrice(price: number | string | null | undefined): string | null {
  if (price === null || price === undefined || price === '') return null;
  if (typeof price === 'string') {
    const trimmed = price.trim();
    if (!trimmed) return null;
    if (trimmed.startsWith('$')) return trimmed;
    const n = Number(trimmed);
    return Number.isFinite(n) ? `$${n.toFixed(2)}` : trimmed;
  }
  return Number.isFinite(price) ? `$${price.toFixed(2)}` : null;
}
