import 'reflect-metadata';
import Fastify from 'fastify';
import { ResponseKind, securityPolicy } from '@caddie/contracts';
import helmet from 'helmet';
import { ServerResponse } from 'node:http';
import { applySecurityHeaders } from './security-headers';

const SHOPS = ['https://shop.example', 'https://www.shop.example'];

async function appWithRoutes() {
  const app = Fastify();
  applySecurityHeaders(app, SHOPS);
  for (const path of ['/', '/embed', '/widget.js', '/api/faqs/active']) app.get(path, () => 'ok');
  await app.ready();
  return app;
}

/** What helmet sends under the policy for one kind of response, name to value. */
function securityHeaders(kind: ResponseKind, embedOrigins: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  } as unknown as ServerResponse;
  helmet(securityPolicy(kind, embedOrigins))({} as never, response, () => undefined);
  return headers;
}

/** A response's headers of the policy, by the policy's own spelling of each name. */
function policyHeadersOf(headers: Record<string, unknown>, names: string[]) {
  return Object.fromEntries(names.map((name) => [name, headers[name.toLowerCase()]]));
}

describe('applySecurityHeaders', () => {
  it.each([
    ['/', 'page'],
    ['/api/faqs/active', 'page'],
    ['/embed?name=Birdie', 'embed'],
    ['/widget.js', 'widget'],
  ] as const)('sends %s exactly the policy for a %s', async (url, kind) => {
    const app = await appWithRoutes();
    const expected = securityHeaders(kind, SHOPS);
    const { headers } = await app.inject({ url });
    expect(policyHeadersOf(headers, Object.keys(expected))).toEqual(expected);
  });

  it('lets only this site and the shop frame /embed, and nothing frame any other page', async () => {
    const app = await appWithRoutes();
    const embed = (await app.inject({ url: '/embed' })).headers;
    expect(embed['content-security-policy']).toMatch(
      /frame-ancestors 'self' https:\/\/shop\.example https:\/\/www\.shop\.example$/,
    );
    expect(embed['x-frame-options']).toBeUndefined();
    const page = (await app.inject({ url: '/' })).headers;
    expect(page['content-security-policy']).toMatch(/frame-ancestors 'none'$/);
    expect(page['x-frame-options']).toBe('DENY');
  });
});
