export const previewKeys = {
  all: ['preview'] as const,
  process: (fizzId: string | number) => [...previewKeys.all, 'process', String(fizzId)] as const,
  /** The thank-you item (GET /rest/fizz/{id}/detail). */
  detail: (fizzId: string | number) => [...previewKeys.all, 'detail', String(fizzId)] as const,
};
