import { waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { callKey } from '@/api/earlyCalls';
import { signInAsDemo } from '@/testing/sessions';
import { testQueryClient } from '@/testing/render';
import { createRoutes } from '../routes';
import { START_ROUTES } from './startRoutes';

const flatten = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...flatten(r.children ?? [])]);

// a real example of each start route's parameters (the demo data)
const EXAMPLES: Record<string, Record<string, string>> = {
  '/': {},
  '/browse': {},
  '/theme/:themeId': { themeId: '1' },
  '/login': {},
  '/vid/:uuid': { uuid: 'vid-1003' },
  '/in/:code': { code: 'inv-1001' },
  '/edit/:greetingId': { greetingId: '1001' },
  '/preview/:greetingId': { greetingId: '1001' },
  '/checkout/:greetingId': { greetingId: '1002' },
};

const fill = (pattern: string, params: Record<string, string>) => pattern.replace(/:(\w+)/g, (_, name: string) => params[name]);

describe('the start table says what each route’s loader really sends first', () => {
  it.each(START_ROUTES.map((r) => [r.path, r] as const))('%s', async (path, { calls }) => {
    signInAsDemo();
    const params = EXAMPLES[path];
    const route = flatten(createRoutes(testQueryClient())).find((r) => r.path === path);
    expect(route, `${path} is in the route table`).toBeDefined();
    const sent: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'GET') sent.push(callKey(request.url));
    };
    server.events.on('request:start', listener);
    const loader = route?.loader as ((args: LoaderFunctionArgs) => Promise<unknown>) | undefined;
    const url = `http://localhost${fill(path, params)}`;
    await loader?.({ request: new Request(url), params } as unknown as LoaderFunctionArgs);
    const expected = calls.map((call) => callKey(fill(call, params)));
    await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(expected.length));
    server.events.removeListener('request:start', listener);
    expect(sent.sort()).toEqual([...expected].sort());
  });

  it.each(START_ROUTES.filter((r) => r.image).map((r) => [r.path, r] as const))(
    '%s: its first answer names an image where the start looks',
    async (path, { calls, image }) => {
      const response = await fetch(`http://localhost${fill(calls[0], EXAMPLES[path])}`);
      const body: unknown = await response.json();
      const value = image?.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], body);
      expect(value).toMatch(/^\/media\/.+\.(jpg|png|svg|webp)$/);
    },
  );
});
