import type { AxiosAdapter } from 'axios';

/** How the API client sends a call: a wrapper around axios's own adapter (`send`). */
export type Transport = (send: AxiosAdapter) => AxiosAdapter;

let provided: Transport | undefined;

/**
 * The app gives the API client its transport once, before its first call (src/app/start: the
 * answers index.html's start already asked for); the client is made with it. No axios here: this
 * module is in the app's first chunk, the client is not.
 */
export function provideTransport(transport: Transport): void {
  provided = transport;
}

export const providedTransport = (): Transport => provided ?? ((send) => send);
