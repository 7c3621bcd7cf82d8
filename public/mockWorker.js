/* eslint-disable */
/**
 * The fake server's service worker: msw's own worker (imported below, as `msw init` writes it),
 * with two things in front. First: msw answers requests it does not mock by fetching them again
 * from the worker, and a media element's request is `no-cors`, so its Range header is dropped on the
 * way: the demo videos came back whole, with no byte ranges, and could not be seeked. Static media
 * under /media/ never reach the fake server, so they skip the worker and keep their ranges.
 */
self.addEventListener('fetch', function (event) {
  var url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.indexOf('/media/') === 0) {
    event.stopImmediatePropagation(); // msw's listener never sees it: the browser fetches it as usual
  }
});

// Second: a greeting's download link ({shareUrl}/download) opened as a link (a new tab, the address
// bar) is a navigation, which msw's worker leaves to the network, where the static server answers
// index.html. It goes to the fake server like any call, as a plain GET (msw's page side cannot make a
// request of mode 'navigate'). (An <a download> click never reaches a service worker in Chromium:
// the page takes that click over, src/media/videoFile.ts linkReachesServer.)
self.addEventListener('fetch', function (event) {
  var url = new URL(event.request.url);
  if (event.request.mode === 'navigate' && url.origin === self.location.origin && /^\/vid\/[^/]+\/download$/.test(url.pathname)) {
    event.stopImmediatePropagation();
    var forwarded = { request: new Request(event.request.url, { headers: event.request.headers }), clientId: event.clientId };
    event.respondWith(handleRequest(forwarded, crypto.randomUUID(), Date.now()));
  }
});

importScripts('./mockServiceWorker.js');
