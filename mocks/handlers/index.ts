import { http } from 'msw';
import { fail } from '../http';
import { scenarioGate } from '../scenarios/gate';
import { catalogHandlers } from './catalog';
import { checkoutHandlers } from './checkout';
import { editorHandlers } from './editor';
import { fizzHandlers } from './fizz';
import { inviteeHandlers } from './invitee';
import { mediaHandlers } from './media';
import { previewHandlers } from './preview';
import { purchaseHandlers } from './purchase';
import { qrHandlers } from './qr';
import { userHandlers } from './user';
import { viewerHandlers } from './viewer';

/** Every /rest call of both spec call tables, one file per resource (mirrors src/api). */
export const handlers = [
  scenarioGate,
  ...userHandlers,
  ...catalogHandlers,
  ...fizzHandlers,
  ...editorHandlers,
  ...checkoutHandlers,
  ...previewHandlers,
  ...qrHandlers,
  ...viewerHandlers,
  ...inviteeHandlers,
  ...mediaHandlers,
  ...purchaseHandlers,
  // an unknown call gets an error with a message, like a real server
  http.all('*/rest/*', ({ request }) => fail(`Unknown call: ${request.method} ${new URL(request.url).pathname}`, 404)),
];
