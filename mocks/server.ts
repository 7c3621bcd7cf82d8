// `npm run mock:server`: the fake server as a real HTTP server, for other clients (a mobile app,
// curl) and for a build with mocking off. The same msw handlers and db answer; state is in memory
// and starts from the demo fixtures. PORT (default 4010) picks the port; SCENARIO=slow,... switches
// scenarios on at start. See docs/fake-server.md.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Duplex } from 'node:stream';
import { getResponse } from 'msw';
import { resetDb } from './db/store';
import { handlers } from './handlers';
import { allowedMethods, isMalformedPath, MALFORMED_PATH } from './handlers/guards';
import { getScenarios, setScenarios } from './scenarios/scenarios';
import { MAX_UPLOAD_MB } from '@/shared/config/media';
import { MAX_UPLOAD_BODY_BYTES } from './uploads';
import { byteRange } from './byteRange';
import { contentTypeOf, mediaFile, readStaticMediaFromDisk } from './publicMedia';

export { mediaFile } from './publicMedia';

// a demo greeting's download is its stock video, read from public/media here
readStaticMediaFromDisk();
import { REMOTE_ADDRESS_HEADER } from './visitors';

export const DEFAULT_PORT = 4010;
/** Control calls for testers: reset the data, read or set the scenarios. */
export const CONTROL_PATH = '/__fake-server';

/** The methods the API uses; anything else (TRACE, CONNECT, PROPFIND...) is 405 before it reaches a handler. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export const BODY_TOO_LARGE = `The request is too large: files can be at most ${MAX_UPLOAD_MB} MB.`;
export const BAD_REQUEST = 'The request could not be read.';

/** Every answer: browsers must take each content type as sent. */
const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff' } as const;

/** CORS: any origin may call, with the session header, cookies and every method the API uses. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    ...(origin ? { 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' } : {}),
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': String(req.headers['access-control-request-headers'] ?? 'Content-Type, X-Session-Id'),
    // a download's name and a range's place are read by the page too
    'Access-Control-Expose-Headers': 'Content-Length, Content-Type, Content-Disposition, Content-Range, Accept-Ranges',
    'Access-Control-Max-Age': '600',
    ...SECURITY_HEADERS,
  };
}

/** A refusal the server makes itself (before or beside the handlers): JSON, like every refusal. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The origin the client called (its Host header), which answers build absolute URLs on. */
function originOf(req: IncomingMessage): string {
  try {
    return new URL(`http://${req.headers.host ?? 'localhost'}`).origin;
  } catch {
    return 'http://localhost';
  }
}

/** The request's URL; one that cannot be parsed, or whose path has broken percent-encoding, is a 400. */
function requestUrl(req: IncomingMessage): URL {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    throw new Refusal(400, BAD_REQUEST);
  }
  if (isMalformedPath(url.pathname)) throw new Refusal(400, MALFORMED_PATH);
  return url;
}

/** The body, read in full (so multipart uploads work) but never past MAX_UPLOAD_BODY_BYTES: a 413. */
async function readBody(req: IncomingMessage): Promise<ArrayBuffer | undefined> {
  if (Number(req.headers['content-length']) > MAX_UPLOAD_BODY_BYTES) throw new Refusal(413, BODY_TOO_LARGE);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_UPLOAD_BODY_BYTES) throw new Refusal(413, BODY_TOO_LARGE);
    chunks.push(chunk as Buffer);
  }
  const all = Buffer.concat(chunks);
  return all.length > 0 ? (all.buffer.slice(all.byteOffset, all.byteOffset + all.length) as ArrayBuffer) : undefined;
}

/** A Node request as a Fetch Request. HEAD is asked as GET (the answer goes out without its body). */
export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const url = requestUrl(req);
  const method = (req.method ?? 'GET').toUpperCase();
  if (!(SERVED_METHODS as readonly string[]).includes(method)) {
    const allowed = allowedMethods(handlers, new URL(url.pathname, 'http://localhost'));
    throw new Refusal(405, `${method} is not supported.`, { Allow: (allowed.length ? allowed : SERVED_METHODS).join(', ') });
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  // who is calling, for the per-address limits (likes, new device ids): the socket's, never the caller's word
  headers.set(REMOTE_ADDRESS_HEADER, req.socket.remoteAddress ?? 'unknown');
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(new URL(`${url.pathname}${url.search}`, originOf(req)), {
    method: method === 'HEAD' ? 'GET' : method,
    headers,
    body,
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string>): void {
  res.writeHead(status, { ...extra, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function sendResponse(
  res: ServerResponse,
  response: Response,
  extra: Record<string, string>,
  withBody: boolean,
): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'transfer-encoding') headers[name] = value;
  });
  // the handler's own headers win over the server's defaults (names compared as Node sends them)
  for (const [name, value] of Object.entries(extra)) if (!(name.toLowerCase() in headers)) headers[name] = value;
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, { ...headers, 'Content-Length': String(body.length) });
  res.end(withBody ? body : undefined);
}

/**
 * Demo media (the seed's /media/... URLs) from public/media, so other clients can load them too,
 * with byte ranges as a file server answers them (a video element seeks with them; RFC 9110).
 */
async function serveStatic(
  pathname: string,
  rangeHeader: string | null,
  res: ServerResponse,
  extra: Record<string, string>,
  withBody: boolean,
): Promise<boolean> {
  const file = mediaFile(pathname);
  if (!file) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const headers = { ...extra, 'Content-Type': contentTypeOf(file), 'Accept-Ranges': 'bytes' };
  const range = byteRange(rangeHeader, info.size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${info.size}`, 'Content-Length': '0' });
    res.end();
    return true;
  }
  const { start, end } = range ?? { start: 0, end: info.size - 1 };
  res.writeHead(range ? 206 : 200, {
    ...headers,
    ...(range ? { 'Content-Range': `bytes ${start}-${end}/${info.size}` } : {}),
    'Content-Length': String(Math.max(0, end - start + 1)),
  });
  if (withBody && end >= start) createReadStream(file, { start, end }).pipe(res);
  else res.end();
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
  let request: Request;
  try {
    request = await toFetchRequest(req);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    // the client may still be sending a body we will not read: answer, then close
    res.setHeader('Connection', 'close');
    return sendJson(res, error.status, { status: 'error', message: error.message }, { ...cors, ...error.headers });
  }
  const withBody = req.method?.toUpperCase() !== 'HEAD';
  const { pathname } = new URL(request.url);
  if (pathname.startsWith(`${CONTROL_PATH}/`)) return control(request, res, cors);
  const response = await getResponse(handlers, request);
  if (response) {
    if (response.type === 'error') {
      // the 'offline' scenarios: drop the connection like a network failure
      req.socket.destroy();
      return;
    }
    return sendResponse(res, response, cors, withBody);
  }
  if (request.method === 'GET' && (await serveStatic(pathname, request.headers.get('range'), res, cors, withBody))) return;
  sendJson(res, 404, { status: 'error', message: `Unknown call: ${request.method} ${pathname}` }, cors);
}

/** A request Node cannot even parse (a malformed request line or header): a JSON 400, then close. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ status: 'error', message: BAD_REQUEST });
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The fake server over HTTP (not listening yet). */
export function createMockServer(): Server {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[mock server]', error);
      if (!res.headersSent) sendJson(res, 500, { status: 'error', message: 'The fake server failed.' }, corsHeaders(req));
      else res.end();
    });
  });
  server.on('clientError', answerClientError);
  return server;
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
  // HOST=127.0.0.1 keeps it on this machine (the default listens on every interface, for phones on the LAN)
  startMockServer(port, process.env.HOST || undefined)
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
