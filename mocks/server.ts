// `npm run mock:server`: the fake server as a real HTTP server, for other clients (a mobile app,
// curl) and for a build with mocking off. The same msw handlers and db answer; state is in memory
// and starts from the demo fixtures. PORT (default 4010) picks the port; SCENARIO=slow,... switches
// scenarios on at start. See docs/fake-server.md.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { resetDb } from './db/store';
import { handlers } from './handlers';
import { getScenarios, setScenarios } from './scenarios/scenarios';

export const DEFAULT_PORT = 4010;
/** Control calls for testers: reset the data, read or set the scenarios. */
export const CONTROL_PATH = '/__fake-server';

const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../public');

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.m4a': 'audio/mp4',
};

/** CORS: any origin may call, with the session header, cookies and every method the API uses. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    ...(origin ? { 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' } : {}),
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers'] ?? 'Content-Type, X-Session-Id'),
    'Access-Control-Expose-Headers': 'Content-Length, Content-Type',
    'Access-Control-Max-Age': '600',
  };
}

/** A Node request as a Fetch Request (the body read in full, so multipart uploads work). */
export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  let body: ArrayBuffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const all = Buffer.concat(chunks);
    if (all.length > 0) body = all.buffer.slice(all.byteOffset, all.byteOffset + all.length) as ArrayBuffer;
  }
  return new Request(url, { method, headers, body });
}

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string>): void {
  res.writeHead(status, { ...extra, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function sendResponse(res: ServerResponse, response: Response, extra: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
  });
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...headers, ...extra, 'Content-Length': String(body.length) });
  res.end(body);
}

/** Demo media (the seed's /media/... URLs) from public/, so other clients can load them too. */
async function serveStatic(pathname: string, res: ServerResponse, extra: Record<string, string>): Promise<boolean> {
  if (!pathname.startsWith('/media/')) return false;
  let file: string;
  try {
    file = resolve(PUBLIC_DIR, `.${decodeURIComponent(pathname)}`);
  } catch {
    return false;
  }
  if (!file.startsWith(PUBLIC_DIR + sep)) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    ...extra,
    'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(info.size),
  });
  createReadStream(file).pipe(res);
  return true;
}

async function control(request: Request, res: ServerResponse, extra: Record<string, string>): Promise<void> {
  const { pathname } = new URL(request.url);
  if (pathname === `${CONTROL_PATH}/reset` && request.method === 'POST') {
    resetDb();
    return sendJson(res, 200, { status: 'success' }, extra);
  }
  if (pathname === `${CONTROL_PATH}/scenarios` && request.method === 'PUT') {
    const body = (await request.json().catch(() => null)) as { scenarios?: unknown } | null;
    const list = body?.scenarios;
    if (!Array.isArray(list) || !list.every((s) => typeof s === 'string')) {
      return sendJson(res, 400, { status: 'error', message: 'Send {"scenarios": ["slow", ...]}.' }, extra);
    }
    setScenarios(list);
  } else if (!(pathname === `${CONTROL_PATH}/scenarios` && request.method === 'GET')) {
    return sendJson(res, 404, { status: 'error', message: `Unknown control call: ${request.method} ${pathname}` }, extra);
  }
  return sendJson(res, 200, { status: 'success', scenarios: getScenarios() }, extra);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const cors = corsHeaders(req);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  const request = await toFetchRequest(req);
  const { pathname } = new URL(request.url);
  if (pathname.startsWith(`${CONTROL_PATH}/`)) return control(request, res, cors);
  const response = await getResponse(handlers, request);
  if (response) {
    if (response.type === 'error') {
      // the 'offline' scenarios: drop the connection like a network failure
      req.socket.destroy();
      return;
    }
    return sendResponse(res, response, cors);
  }
  if ((request.method === 'GET' || request.method === 'HEAD') && (await serveStatic(pathname, res, cors))) return;
  sendJson(res, 404, { status: 'error', message: `Unknown call: ${request.method} ${pathname}` }, cors);
}

/** The fake server over HTTP (not listening yet). */
export function createMockServer(): Server {
  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[mock server]', error);
      if (!res.headersSent) sendJson(res, 500, { status: 'error', message: 'The fake server failed.' }, corsHeaders(req));
      else res.end();
    });
  });
}

/** Starts it; port 0 picks a free one. */
export function startMockServer(port: number = DEFAULT_PORT, host?: string): Promise<{ server: Server; url: string }> {
  const server = createMockServer();
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      resolvePromise({ server, url: `http://localhost:${address.port}` });
    });
  });
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;

if (isMain) {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  if (process.env.SCENARIO) setScenarios(process.env.SCENARIO.split(','));
  startMockServer(port)
    .then(({ url }) => {
      const on = getScenarios();
      console.info(`Fake server on ${url}  (try: curl ${url}/rest/vid/vid-1003/fizz)`);
      if (on.length) console.info(`Scenarios: ${on.join(', ')}`);
    })
    .catch((error: unknown) => {
      console.error(`The fake server could not start on port ${port}:`, error);
      process.exit(1);
    });
}
