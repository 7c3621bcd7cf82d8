type Id = string | number;

/** Query keys of the editor resource. */
export const editorKeys = {
  all: ['editor'] as const,
  /** GET /rest/fizz/{id}/detail?type=edit-flow */
  detail: (fizzId: Id) => [...editorKeys.all, 'detail', String(fizzId)] as const,
  /** POST /rest/fizz/{id}/newest-actor-video (a read, polled) */
  newestActor: (fizzId: Id) => [...editorKeys.all, 'newest-actor', String(fizzId)] as const,
};
