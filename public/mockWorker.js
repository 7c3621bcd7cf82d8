/* eslint-disable */
/**
 * The fake server's service worker: msw's own worker (imported below, as `msw init` writes it),
 * with one thing in front. msw answers requests it does not mock by fetching them again from the
 * worker, and a media element's request is `no-cors`, so its Range header is dropped on the way:
 * the demo videos came back whole, with no byte ranges, and could not be seeked. Static media
 * under /media/ never reach the fake server, so they skip the worker and keep their ranges.
 */
self.addEventListener('fetch', function (event) {
  var url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.indexOf('/media/') === 0) {
    event.stopImmediatePropagation(); // msw's listener never sees it: the browser fetches it as usual
  }
});

importScripts('./mockServiceWorker.js');
