import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { campaignKeyFromPath } from '@/features/discovery/rules/campaignKey';
import { inviteGreetingId } from '@/features/invite/rules/inviteShare';
import { getSessionId, isSignedIn } from '@/shared/lib/session';

/**
 * Each route's loader starts the queries its page reads (with the same queryOptions), so the data
 * loads beside the page's chunk; the page's useSuspenseQuery finds the call in flight, shows its
 * skeleton meanwhile, and a failure reaches its QueryBoundary. The navigation never waits for the
 * data. The queries are imported as the route matches, so the app's first chunk carries no API code.
 */
export type RouteLoader = (client: QueryClient, args: LoaderFunctionArgs) => Promise<null>;

const api = {
  catalog: () => import('@/api/catalog/queries'),
  qr: () => import('@/api/qr/queries'),
  greetings: () => import('@/api/fizz/queries'),
  editor: () => import('@/api/editor/queries'),
  preview: () => import('@/api/preview/queries'),
  invitee: () => import('@/api/invitee/queries'),
  viewer: () => import('@/api/viewer/queries'),
  user: () => import('@/api/user/queries'),
};

/**
 * The loader's answer once its queries are started: they are not awaited (React Query's prefetch
 * never rejects; the page's own read reports a failure).
 */
const started = (..._prefetches: Promise<void>[]): null => null;

const search = (request: Request, name: string) => new URL(request.url).searchParams.get(name);

/**
 * A page for a session or an account starts nothing without one: the page sends the visitor to
 * sign in, and a call without a session would only be refused (a 403).
 */
const withSession =
  (loader: RouteLoader): RouteLoader =>
  (client, args) =>
    getSessionId() ? loader(client, args) : Promise.resolve(null);
const withAccount =
  (loader: RouteLoader): RouteLoader =>
  (client, args) =>
    isSignedIn() ? loader(client, args) : Promise.resolve(null);

export const loaders = {
  landing: async (client) => {
    const { sampleVideosQuery, projectLandingQuery } = await api.catalog();
    return started(client.prefetchQuery(sampleVideosQuery()), client.prefetchQuery(projectLandingQuery()));
  },
  browse: async (client) => started(client.prefetchQuery((await api.catalog()).themesQuery())),
  theme: async (client, { params, request }) =>
    started(client.prefetchQuery((await api.catalog()).themeDetailQuery(params.themeId ?? '', search(request, 'key')))),
  campaign: async (client, { request }) => {
    const key = campaignKeyFromPath(new URL(request.url).pathname);
    return key ? started(client.prefetchQuery((await api.catalog()).campaignQuery(key))) : null;
  },
  tutorials: async (client) => started(client.prefetchQuery((await api.catalog()).tutorialsQuery())),
  themeAnimationLanding: async (client, { params }) =>
    params.slug ? started(client.prefetchQuery((await api.catalog()).animationLandingQuery(params.slug))) : null,
  list: withAccount(async (client) => started(client.prefetchQuery((await api.greetings()).greetingListQuery()))),
  // /change/{id} is for the greeting's session; /create/{taId} is for an account (the route asks to sign in)
  personalise: async (client, args) => {
    const { greetingPersonalizeQuery, personalizeQuery } = await api.greetings();
    const { params, request } = args;
    if (params.greetingId)
      return withSession(async () => started(client.prefetchQuery(greetingPersonalizeQuery(params.greetingId ?? ''))))(
        client,
        args,
      );
    const options = { key: search(request, 'key'), qrKey: params.qrKey ?? null };
    return withAccount(async () => started(client.prefetchQuery(personalizeQuery(params.taId ?? '', options))))(client, args);
  },
  inviteOthers: async (client, { params, request }) => {
    const greetingId = inviteGreetingId(params.greetingId, search(request, 'fizzId'));
    return greetingId ? started(client.prefetchQuery((await api.greetings()).inviteCodeQuery(greetingId))) : null;
  },
  edit: withSession(async (client, { params }) =>
    started(client.prefetchQuery((await api.editor()).editDetailQuery(params.greetingId ?? ''))),
  ),
  preview: withSession(async (client, { params }) =>
    started(client.prefetchQuery((await api.editor()).editDetailQuery(params.greetingId ?? ''))),
  ),
  greetingDetail: async (client, { params }) =>
    started(client.prefetchQuery((await api.preview()).greetingDetailQuery(params.greetingId ?? ''))),
  viewer: async (client, { params }) =>
    started(client.prefetchQuery((await api.viewer()).viewerGreetingQuery(params.uuid ?? ''))),
  invitee: async (client, { params }) =>
    started(client.prefetchQuery((await api.invitee()).inviteGreetingQuery(params.code ?? ''))),
  actor: async (client) => started(client.prefetchQuery((await api.user()).actorInfoQuery())),
  qrScan: async (client, { params }) =>
    started(client.prefetchQuery((await api.qr()).qrScanQuery(params.key ?? params.qrKey ?? ''))),
  boxSetList: async (client, { params }) => started(client.prefetchQuery((await api.qr()).boxSetListQuery(params.qrKey ?? ''))),
  boxSetAdd: async (client, { params }) => started(client.prefetchQuery((await api.qr()).boxSetAddQuery(params.qrKey ?? ''))),
  boxSetLink: async (client, { params }) =>
    started(client.prefetchQuery((await api.qr()).boxSetPreviewQuery(params.qrKey ?? '', params.greetingId ?? ''))),
} satisfies Record<string, RouteLoader>;
