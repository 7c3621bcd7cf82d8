import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';

// The programs a WebKit worker runs beside itself: a virtual display and WebKitWebDriver on it.

export type Helper = { stop: () => Promise<void> };

/** Ends a program this worker started, by its own handle, and waits for it to go. */
function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(late);
  };
}

/** Starts Xvfb on a display it picks itself (-displayfd: no two workers can take the same one). */
export async function startDisplay(): Promise<Helper & { display: string }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (d) => (log += String(d)));
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    (child.stdio[3] as NodeJS.ReadableStream).on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb ended (${code}): ${log.slice(-500)}`)));
    setTimeout(() => reject(new Error(`Xvfb gave no display in 10 s: ${log.slice(-500)}`)), 10_000);
  });
  return { display, stop: stopper(child) };
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Starts WebKitWebDriver on a free port, its browsers on `display`. */
export async function startWebKitDriver(display: string): Promise<Helper & { port: number }> {
  const port = await freePort();
  const child = spawn('WebKitWebDriver', [`--port=${port}`], {
    // MiniBrowser opens its window on the driver's display
    env: { ...process.env, DISPLAY: display },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (d) => (log = (log + String(d)).slice(-4000)));
  // E2E_DEBUG_CONSOLE=1: the driver's and its browsers' own messages (a web process that crashed says so here)
  if (process.env.E2E_DEBUG_CONSOLE) child.stderr!.on('data', (d) => process.stderr.write(`[WebKitWebDriver] ${String(d)}`));
  const until = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver ended (${child.exitCode}): ${log}`);
    if (Date.now() > until) throw new Error(`WebKitWebDriver did not listen on ${port}: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, stop: stopper(child) };
}
