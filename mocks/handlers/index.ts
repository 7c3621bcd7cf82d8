import type { RequestHandler } from 'msw';
import { scenarioGate } from '../scenarios/gate';
import { catalogHandlers } from './catalog';
import { checkoutHandlers } from './checkout';
import { editorHandlers } from './editor';
import { fizzHandlers } from './fizz';
import { malformedPathGuard, unknownCall } from './guards';
import { inviteeHandlers } from './invitee';
import { mediaHandlers } from './media';
import { previewHandlers } from './preview';
import { qrHandlers } from './qr';
import { userHandlers } from './user';
import { viewerHandlers } from './viewer';

/** Every /rest call of both spec call tables, one file per resource (mirrors src/api). */
export const handlers: RequestHandler[] = [
  malformedPathGuard,
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
  // an unknown call gets an error with a message, like a real server (405 when only the method is wrong)
  unknownCall(() => handlers),
];
