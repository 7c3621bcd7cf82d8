import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/node';
import { callKey } from './earlyAnswers';
import { signInAsDemo } from '@/testing/sessions';
import { testQueryClient } from '@/testing/render';
import { loaderArgs, loaderAt } from '@/testing/routes';
import { createRoutes } from '../routes';
import { startRoutes } from './startRoutes';

const START_ROUTES = await startRoutes();

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

describe('the start’s calls, derived from each route’s reads, are what its loader really sends first', () => {
  it.each(START_ROUTES.map((r) => [r.path, r] as const))('%s', async (path, { calls }) => {
    signInAsDemo();
    const params = EXAMPLES[path];
    const loader = await loaderAt(createRoutes(testQueryClient()), path);
    const sent: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'GET') sent.push(callKey(request.url));
    };
    server.events.on('request:start', listener);
    await loader?.(loaderArgs(fill(path, params), params));
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
