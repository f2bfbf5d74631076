// @ts-check
// The reference row: a bare Node http server answering every request with the same bytes the
// gateway sent for that route. Run as its own process, like the gateway.
'use strict';
const http = require('node:http');

const body = Buffer.from(process.env.REFERENCE_BODY_BASE64 ?? '', 'base64');
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  process.send?.({ port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
