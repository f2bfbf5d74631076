import Fastify from 'fastify';
import { refuseCrossSiteWrites } from './same-origin';

async function appWithRoute() {
  const app = Fastify();
  refuseCrossSiteWrites(app);
  app.post('/api/faqs', async () => ({ ok: true }));
  app.get('/api/faqs', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('refuseCrossSiteWrites', () => {
  const write = (headers: Record<string, string>) => ({
    method: 'POST' as const,
    url: '/api/faqs',
    headers: { host: 'shop.example:8080', ...headers },
    payload: {},
  });

  it.each([
    ['no Origin (curl, scripts)', {}],
    ['the same origin', { origin: 'http://shop.example:8080' }],
    ['the same origin over https', { origin: 'https://shop.example:8080' }],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site none (typed in the address bar)', { 'sec-fetch-site': 'none' }],
  ])('lets a write through with %s', async (_label, headers) => {
    const app = await appWithRoute();
    expect((await app.inject(write(headers))).statusCode).toBe(200);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['the same host on another port', { origin: 'http://shop.example:9090' }],
    ['Origin null', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    [
      'a matching Origin but Sec-Fetch-Site cross-site',
      { origin: 'http://shop.example:8080', 'sec-fetch-site': 'cross-site' },
    ],
  ])('refuses a write with %s, saying what to do', async (_label, headers) => {
    const app = await appWithRoute();
    const response = await app.inject(write(headers));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Open the page on this site and try again/);
  });

  it('leaves reads alone whatever their origin', async () => {
    const app = await appWithRoute();
    const response = await app.inject({
      method: 'GET',
      url: '/api/faqs',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
