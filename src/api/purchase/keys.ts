export const purchaseKeys = {
  all: ['purchase'] as const,
  item: (fizzId: string | number) => [...purchaseKeys.all, 'item', String(fizzId)] as const,
};
