/** Prices come as numbers or strings: 4.99 or "4.99" → "$4.99"; anything else is shown as sent. */
export function formatPrice(price: number | string): string {
  const n = typeof price === 'number' ? price : Number(price.trim());
  if (typeof price === 'string' && (price.trim() === '' || !Number.isFinite(n))) return price;
  return `$${n.toFixed(2)}`;
}
