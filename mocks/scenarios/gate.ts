import { delay, http, HttpResponse } from 'msw';
import { faultFor, isScenarioOn, SERVER_ERROR_MESSAGE, SLOW_MS } from './scenarios';

/** Runs before every /rest handler: applies latency and faults, else falls through. */
export const scenarioGate = http.all('*/rest/*', async ({ request }) => {
  if (isScenarioOn('slow')) await delay(SLOW_MS);
  const { pathname } = new URL(request.url);
  const fault = faultFor(request.method, pathname);
  if (fault?.kind === 'network') return HttpResponse.error();
  if (fault?.kind === 'server-error') {
    return HttpResponse.json({ status: 'error', message: SERVER_ERROR_MESSAGE }, { status: 500 });
  }
  return undefined;
});
