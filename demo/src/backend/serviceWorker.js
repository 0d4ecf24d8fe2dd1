/**
 * The demo's service worker (served as /glimtBackendServiceWorker.js): it puts the fake backend's
 * answers on the network. Every request for the backend (the shop API `/api/…` on this origin, and
 * any `*.glimt.test` host: the widget API, the picture CDN) goes to the page that made it, with a
 * port; the page hands the port to its backend worker, which answers on it. The service worker holds
 * no state (the backend lives as long as its page), so the browser may stop and restart it at will.
 * Other requests (the app's files, fonts) are not touched.
 */

/** How long an answer may take before the request fails as a server timeout would (ms). */
const ANSWER_TIMEOUT = 60_000;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Whether a request is for the fake backend. */
function forBackend(url) {
  if (url.origin === self.location.origin) return url.pathname.startsWith('/api/');
  return url.hostname.endsWith('.glimt.test');
}

/** The page a request came from (a picture's request names its page; a page's own fetch too). */
async function pageOf(event) {
  const id = event.clientId || event.resultingClientId;
  return id ? self.clients.get(id) : undefined;
}

/** Plain-text response. */
function textResponse(status, text) {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

async function answer(event) {
  const page = await pageOf(event);
  if (!page) return textResponse(503, 'The fake backend lives in a page; this request has none.');
  const request = event.request;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const message = {
    type: 'glimt-backend-request',
    request: {
      url: request.url,
      method: request.method,
      headers: [...request.headers],
      body: hasBody ? await request.clone().arrayBuffer() : null,
    },
  };
  const channel = new MessageChannel();
  const reply = new Promise((resolve) => {
    channel.port1.onmessage = (answerEvent) => resolve(answerEvent.data);
    setTimeout(() => resolve({ kind: 'timeout' }), ANSWER_TIMEOUT);
  });
  page.postMessage(message, [channel.port2]);
  const backendAnswer = await reply;
  channel.port1.close();
  switch (backendAnswer.kind) {
    case 'response':
      return new Response(backendAnswer.body, {
        status: backendAnswer.status,
        statusText: backendAnswer.statusText,
        headers: backendAnswer.headers,
      });
    case 'network-error':
      return Response.error();
    case 'unhandled':
      return fetch(request);
    default:
      return textResponse(504, 'The fake backend did not answer in time.');
  }
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (!forBackend(url)) return;
  event.respondWith(answer(event));
});
