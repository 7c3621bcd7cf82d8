import type { z } from 'zod/mini';
import type { RequestConfig } from '@/api/client';

// The API client as the build-time render of the start shells sees it (renderShell.tsx; the build
// puts this module in place of src/api/client.ts): no call is answered, so every page renders as
// it does while its data loads.

export type { QueryParams, RequestConfig } from '@/api/client';

export const cacheBust = () => 'shell';

export function request<S extends z.ZodMiniType>(_config: RequestConfig, _schema: S): Promise<z.output<S>> {
  return new Promise(() => undefined);
}
