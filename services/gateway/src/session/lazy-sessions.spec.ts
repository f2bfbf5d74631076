import fastifyCookie, { Signer } from '@fastify/cookie';
import Fastify from 'fastify';
import { lazySessions } from './lazy-sessions';

async function app() {
  const fastify = Fastify();
  await fastify.register(fastifyCookie);
  await fastify.register(lazySessions, {
    cookieName: 'sid',
    secret: new Signer('a-secret-of-at-least-thirty-two-characters', 'sha256'),
    saveUninitialized: false,
    cookie: { secure: false, path: '/' },
  });
  fastify.post('/api/auth/login', async (request) => {
    await request.session.regenerate();
    request.session.set('isAdmin', true);
    await request.session.save();
    return { ok: true };
  });
  fastify.get('/api/faqs/active', async (request) => ({ hasSession: request.session != null }));
  fastify.get('/api/faqs', async (request) => ({
    isAdmin: request.session?.get('isAdmin') ?? false,
  }));
  return fastify;
}

describe('lazySessions', () => {
  it('makes no session for a request without the cookie, and sets no cookie', async () => {
    const fastify = await app();
    const response = await fastify.inject({ method: 'GET', url: '/api/faqs/active' });
    expect(response.json()).toEqual({ hasSession: false });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('starts a session at sign-in, and restores it for requests that bring its cookie', async () => {
    const fastify = await app();
    const login = await fastify.inject({ method: 'POST', url: '/api/auth/login' });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(/^sid=/);
    const admin = await fastify.inject({ method: 'GET', url: '/api/faqs', headers: { cookie } });
    expect(admin.json()).toEqual({ isAdmin: true });
    const visitor = await fastify.inject({ method: 'GET', url: '/api/faqs' });
    expect(visitor.json()).toEqual({ isAdmin: false });
  });

  it('gives a forged cookie a fresh, empty session', async () => {
    const fastify = await app();
    const forged = await fastify.inject({
      method: 'GET',
      url: '/api/faqs',
      headers: { cookie: 'sid=forged.c2lnbmF0dXJl' },
    });
    expect(forged.json()).toEqual({ isAdmin: false });
  });
});
