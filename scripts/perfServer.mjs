// The production build served as `npm run perf` (scripts/perf.mjs) measures it: over HTTP/2 with TLS,
// as a CDN serves it (a self-signed certificate made fresh for each run), or over plain HTTP/1.1 for
// comparison. Either way: content types, gzip of the text types, the assets cached for a year and the
// rest revalidated, the SPA fallback to index.html, and /rest proxied to the fake server (same origin,
// as in production).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

/** Headers of one connection only: HTTP/2 forbids them, and a proxy must not pass them on either way. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** `headers` less the pseudo-headers (':method', ':path'…) and the connection-specific ones. */
function endToEnd(headers) {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase()),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name) && !named.has(name)),
  );
}

/**
 * A self-signed certificate for localhost and 127.0.0.1, valid a day, made with the openssl CLI in a
 * temporary directory that is removed at once. Throws, saying to use --http1, when openssl is missing.
 */
export function makeCertificate() {
  const which = spawnSync('which', ['openssl'], { encoding: 'utf8' });
  if (which.status !== 0 || !which.stdout.trim()) {
    throw new Error(
      'perf: HTTP/2 needs a TLS certificate, made with the `openssl` CLI, which is not installed. ' +
        'Install it (Debian/Ubuntu: `sudo apt-get install openssl`), or measure over HTTP/1.1: `npm run perf -- --http1`.',
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'perf-cert-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) {
      throw new Error(`perf: openssl could not make the certificate (or use --http1):\n${made.stderr || made.error}`);
    }
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves the build in `root` on 127.0.0.1:`port`, /rest going to the fake server on `apiPort`: over
 * HTTP/2 with TLS when given `tls` ({ key, cert }, from makeCertificate), else over HTTP/1.1.
 * Resolves to { origin, close } once listening.
 */
export function serveBuild({ root: dir, port, apiPort, tls }) {
  const root = path.resolve(dir);
  const handle = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/rest/')) {
      // HTTP/2 has no Host header, only ':authority'
      const headers = { ...endToEnd(req.headers), host: req.headers[':authority'] ?? req.headers.host };
      const proxied = httpRequest({ port: apiPort, path: req.url, method: req.method, headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, endToEnd(r.headers));
        pipeline(r, res, () => {});
      });
      proxied.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      pipeline(req, proxied, () => {});
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(root, 'index.html');
    const ext = path.extname(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (COMPRESSIBLE.has(ext) && /gzip/.test(String(req.headers['accept-encoding']))) {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      res.end(gzipSync(readFileSync(file)));
    } else {
      res.writeHead(200, headers);
      pipeline(createReadStream(file), res, () => {});
    }
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle) : createServer(handle);
  // the browser's connections, ended on close so that the process can exit (kept-alive ones and HTTP/2 sessions stay open otherwise)
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const origin = tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  const close = () => {
    server.close();
    for (const socket of sockets) socket.destroy();
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ origin, close }));
  });
}
