export const checkoutKeys = {
  all: ['checkout'] as const,
  detail: (fizzId: string | number) => [...checkoutKeys.all, String(fizzId)] as const,
};
