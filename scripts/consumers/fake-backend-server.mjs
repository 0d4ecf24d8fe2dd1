// The library's fake backend (the MSW handlers of `@glimt/ui/mocks`) as a real HTTP server on a
// free loopback port, for consumer apps whose browser code cannot run an MSW worker first (Next.js).
// Copied into the consumer app and run there, so it uses the packed tarball's mocks. Prints
// `listening http://127.0.0.1:PORT` once ready. Answers CORS so a page on another port may call it.
// A request with an `x-fake-backend-url` header is answered as a request for that URL: the check's
// browser routes the fixtures' own hosts (e.g. the media host `https://cdn.glimt.test`) here.
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { createHandlers } from '@glimt/ui/mocks';

const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const origin = `http://127.0.0.1:${server.address().port}`;
  const handlers = createHandlers({ widgetApiHost: origin, shopBaseUrl: origin });
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': '*',
    'access-control-max-age': '600',
  };
  server.on('request', async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const asked = req.headers['x-fake-backend-url'];
      const request = new Request(typeof asked === 'string' ? asked : new URL(req.url, origin), {
        method: req.method,
        headers: Object.entries(req.headers).filter(([, value]) => typeof value === 'string'),
        body: hasBody ? Readable.toWeb(req) : undefined,
        duplex: hasBody ? 'half' : undefined,
      });
      const response = await getResponse(handlers, request);
      if (!response) {
        res
          .writeHead(404, { ...cors, 'content-type': 'text/plain' })
          .end(`no fake for ${req.method} ${req.url}`);
        return;
      }
      const headers = { ...Object.fromEntries(response.headers), ...cors };
      res.writeHead(response.status, headers);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      res.writeHead(500, { ...cors, 'content-type': 'text/plain' }).end(String(error));
    }
  });
  console.log(`listening ${origin}`);
});
