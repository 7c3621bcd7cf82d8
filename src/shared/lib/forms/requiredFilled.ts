/** Submit stays disabled while a required field is empty (spec part 1 §5); spaces count as content. */
export function requiredFilled(values: Record<string, unknown>, required: readonly string[]): boolean {
  return required.every((name) => typeof values[name] === 'string' && values[name] !== '');
}
