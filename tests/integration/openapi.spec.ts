import 'reflect-metadata';
// The OpenAPI document as a client reads it: every route of docs/api.md's table is in it (and
// nothing the table leaves out), with the DTOs' rules, and what the routes really answer
// matches the schemas it gives for them.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS } from '@caddie/contracts';
import { ApiClient, ApiResponse } from '../support/http-client';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';
import { describeWithRealStores } from '../support/stores-check';

jest.setTimeout(90_000);

const ROUTE_TABLE = join(__dirname, '../../docs/api.md');
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
  security?: unknown[];
}
type OpenApi = {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { schemas: Record<string, Record<string, unknown>> };
};

/** "GET /api/faqs/{id}" for each route of the table in docs/api.md (health's three on one row). */
function readmeRoutes(): string[] {
  const rows = readFileSync(ROUTE_TABLE, 'utf8')
    .split('\n')
    .filter((line) => /^\| `(GET|POST|PUT|DELETE|PATCH) \/api/.test(line));
  return rows.flatMap((row) => {
    const cell = row.replaceAll('\\|', '/').split('|')[1];
    const [first, ...more] = [...cell.matchAll(/`([^`]+)`/g)].map(([, text]) => text);
    const [method, path] = first.split(' ');
    const base = path.replace(/\?.*$/, '');
    const siblings = more.map((tail) => base.replace(/\/[^/]+$/, tail));
    return [base, ...siblings].map((route) => `${method} ${route}`);
  });
}

function documentRoutes(document: OpenApi): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    METHODS.filter((method) => operations[method]).map((m) => `${m.toUpperCase()} ${path}`),
  );
}

describe('the OpenAPI document, embedded mode', () => {
  const stack = new TestStack({ mode: 'embedded' });
  let document: OpenApi;
  let ajv: Ajv;

  beforeAll(async () => {
    await stack.start();
    const response = await fetch(`${stack.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApi;
    ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, 'openapi');
  });
  afterAll(() => stack.stop());

  it('is OpenAPI 3 and lists every route of the table in docs/api.md, and only those', () => {
    expect(document.openapi).toMatch(/^3\./);
    const readme = readmeRoutes();
    expect(readme.length).toBeGreaterThanOrEqual(18);
    expect(documentRoutes(document).sort()).toEqual(readme.sort());
  });

  it('gives each body the rules its DTO enforces', () => {
    const { CreateFaqDto, SendChatMessageDto, SuggestionChoiceDto } = document.components.schemas;
    expect(CreateFaqDto).toMatchObject({
      required: ['question', 'answer'],
      additionalProperties: false,
      properties: {
        question: {
          type: 'string',
          maxLength: LIMITS.QUESTION_MAX_LENGTH,
          not: { pattern: '^\\s*$' },
        },
        answer: { type: 'string', maxLength: LIMITS.ANSWER_MAX_LENGTH },
        phrasings: { type: 'array', maxItems: LIMITS.PHRASINGS_MAX_COUNT },
        isActive: { type: 'boolean' },
      },
    });
    expect(SendChatMessageDto).toMatchObject({
      required: ['message', 'sessionId'],
      properties: {
        message: { maxLength: LIMITS.CHAT_MESSAGE_MAX_LENGTH },
        choice: { $ref: '#/components/schemas/SuggestionChoiceDto' },
      },
    });
    expect(SuggestionChoiceDto.properties).toMatchObject({
      faqId: { type: 'integer', minimum: 1 },
      messageId: { type: 'string', format: 'uuid' },
    });
    const put = document.paths['/api/faqs/{id}'].put!;
    expect(put.parameters).toEqual([
      expect.objectContaining({
        name: 'id',
        in: 'path',
        schema: expect.objectContaining({ type: 'integer' }),
      }),
    ]);
    const exportRoute = document.paths['/api/faqs/export'].get!;
    expect(exportRoute.parameters).toEqual([
      expect.objectContaining({
        name: 'format',
        in: 'query',
        schema: { type: 'string', enum: ['json', 'csv'] },
      }),
    ]);
  });

  it('marks the admin routes as needing the session cookie, and only those', () => {
    const admin = documentRoutes(document).filter((route) => {
      const [method, path] = route.split(' ');
      return document.paths[path][method.toLowerCase() as 'get']!.security !== undefined;
    });
    expect(admin.sort()).toEqual(
      [
        'GET /api/faqs',
        'POST /api/faqs',
        'PUT /api/faqs/{id}',
        'DELETE /api/faqs/{id}',
        'GET /api/faqs/export',
        'POST /api/faqs/import',
        'GET /api/insights',
        'GET /api/insights/faq-usage',
        'GET /api/handoffs',
        'GET /api/handoffs/{id}',
        'PUT /api/handoffs/{id}',
        'DELETE /api/handoffs/{id}',
        'GET /api/learning/pending',
        'GET /api/learning/learned',
        'POST /api/learning/{id}/accept',
        'POST /api/learning/{id}/reject',
        'POST /api/learning/faqs/{faqId}/accept-all',
        'DELETE /api/learning/{id}',
      ].sort(),
    );
  });

  it('describes what the routes really answer, errors included', async () => {
    const visitor = new ApiClient(stack.baseUrl);
    const admin = new ApiClient(stack.baseUrl);
    const checked: string[] = [];
    const expectFits = (method: string, path: string, response: ApiResponse) => {
      const operation = document.paths[path][method as 'get']!;
      const declared = operation.responses[String(response.status)] ?? operation.responses.default;
      const schema = declared.content!['application/json'].schema as { $ref?: string };
      const validate = ajv.compile({ $ref: `openapi${schema.$ref ?? ''}` });
      const fits = validate(response.json);
      if (!fits)
        throw new Error(`${method} ${path} ${response.status}: ${ajv.errorsText(validate.errors)}`);
      checked.push(`${method} ${path} ${response.status}`);
    };

    const session = await visitor.post('/api/chat/session');
    expectFits('post', '/api/chat/session', session);
    const sessionId = (session.json as { sessionId: string }).sessionId;
    const answered = await visitor.post('/api/chat', {
      message: 'What is your return policy?',
      sessionId,
    });
    expectFits('post', '/api/chat', answered);
    const declined = await visitor.post('/api/chat', {
      message: 'Do you repair lawn mowers?',
      sessionId,
    });
    expectFits('post', '/api/chat', declined);
    const messageId = (answered.json as { messageId: string }).messageId;
    expectFits(
      'post',
      '/api/chat/feedback',
      await visitor.post('/api/chat/feedback', { messageId, helpful: true }),
    );
    expectFits('post', '/api/chat', await visitor.post('/api/chat', { message: '', sessionId }));
    expectFits('get', '/api/faqs/active', await visitor.get('/api/faqs/active'));
    expectFits('get', '/api/chat/popular', await visitor.get('/api/chat/popular'));
    expectFits('get', '/api/faqs', await visitor.get('/api/faqs'));
    expectFits('get', '/api/auth/status', await visitor.get('/api/auth/status'));
    expectFits(
      'post',
      '/api/auth/login',
      await visitor.post('/api/auth/login', { password: 'wrong' }),
    );

    expectFits(
      'post',
      '/api/auth/login',
      await admin.post('/api/auth/login', { password: TEST_ADMIN_PASSWORD }),
    );
    expectFits('get', '/api/faqs', await admin.get('/api/faqs'));
    const created = await admin.post('/api/faqs', {
      question: 'Do you sell gift cards?',
      answer: 'Yes.',
    });
    expectFits('post', '/api/faqs', created);
    const { id } = created.json as { id: number };
    expectFits(
      'put',
      '/api/faqs/{id}',
      await admin.put(`/api/faqs/${id}`, { phrasings: ['Gift cards?'] }),
    );
    expectFits('put', '/api/faqs/{id}', await admin.put('/api/faqs/999999', { answer: 'x' }));
    expectFits('delete', '/api/faqs/{id}', await admin.delete(`/api/faqs/${id}`));
    expectFits('get', '/api/faqs/export', await admin.get('/api/faqs/export?format=json'));
    const csvData = 'question,answer\nDo you price match?,Yes.\n';
    expectFits('post', '/api/faqs/import', await admin.post('/api/faqs/import', { csvData }));
    expectFits('get', '/api/insights', await admin.get('/api/insights'));
    expectFits('get', '/api/insights/faq-usage', await admin.get('/api/insights/faq-usage'));
    const left = await visitor.post('/api/chat/handoff', { sessionId, email: 'ann@example.com' });
    expectFits('post', '/api/chat/handoff', left);
    expectFits(
      'post',
      '/api/chat/handoff',
      await visitor.post('/api/chat/handoff', { sessionId, email: 'ann' }),
    );
    expectFits('get', '/api/handoffs', await admin.get('/api/handoffs?status=open'));
    const leftId = (left.json as { id: string }).id;
    expectFits(
      'put',
      '/api/handoffs/{id}',
      await admin.put(`/api/handoffs/${leftId}`, { status: 'done' }),
    );
    expectFits('get', '/api/handoffs/{id}', await admin.get(`/api/handoffs/${leftId}`));
    expectFits('delete', '/api/handoffs/{id}', await admin.delete(`/api/handoffs/${leftId}`));
    expectFits('get', '/api/handoffs/{id}', await admin.get(`/api/handoffs/${leftId}`));
    expectFits('get', '/api/learning/pending', await admin.get('/api/learning/pending'));
    expectFits('get', '/api/learning/learned', await admin.get('/api/learning/learned'));
    for (const action of ['accept', 'reject'] as const) {
      const route = `/api/learning/{id}/${action}`;
      expectFits('post', route, await admin.post(`/api/learning/999999/${action}`));
    }
    expectFits(
      'post',
      '/api/learning/faqs/{faqId}/accept-all',
      await admin.post('/api/learning/faqs/1/accept-all'),
    );
    expectFits('delete', '/api/learning/{id}', await admin.delete('/api/learning/999999'));
    expectFits('post', '/api/auth/logout', await admin.post('/api/auth/logout'));

    expect(checked).toEqual(
      expect.arrayContaining(['post /api/chat 400', 'get /api/faqs 401', 'put /api/faqs/{id} 404']),
    );
  });

  it('serves the docs page in embedded mode', async () => {
    const page = await fetch(`${stack.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Caddie API</title>');
  });
});

describeWithRealStores('the OpenAPI document, production mode', () => {
  const stack = new TestStack({ mode: 'production', services: ['gateway'] });
  beforeAll(() => stack.start());
  afterAll(() => stack.stop());

  it('serves the document, but no docs page', async () => {
    expect((await fetch(`${stack.baseUrl}/api/openapi.json`)).status).toBe(200);
    expect((await fetch(`${stack.baseUrl}/api/docs`)).status).toBe(404);
  });
});
