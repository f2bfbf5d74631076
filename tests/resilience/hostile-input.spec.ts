// The contracts' DTO decorators, loaded with LIMITS, need the metadata API first.
import 'reflect-metadata';
import { LIMITS } from '@caddie/contracts';
import { once } from 'node:events';
import { connect } from 'node:net';
import { ApiClient } from '../support/http-client';
import { withAdmin } from '../support/real-stores';
import { describeWithRealStores } from '../support/stores-check';
import { TEST_ADMIN_PASSWORD, TestStack } from '../support/test-stack';
import { FigureRow, recordFigures } from './figures';
import { CSV_IMPORT, CSV_ROWS, HOSTILE_TEXTS, HttpRequest } from './hostile-corpus';
import { REFUSED, RefusedCase, SQL_INJECTION } from './hostile-corpus';

jest.setTimeout(180_000);

/** No request may hang: one without an answer by then is a failure, not a wait. */
const REQUEST_TIMEOUT_MS = 15_000;

type Faq = { id: number; question: string; answer: string; isActive: boolean };
type Method = HttpRequest['method'];

interface Reply {
  /** Undefined when no answer came (timeout, connection reset). */
  status?: number;
  text: string;
  /** The body, when it is JSON. */
  json?: { id?: number; response?: string; message?: unknown; faqs?: Faq[] } | null;
  error?: string;
}

/** The rule of services/gateway/src/faq-transfer/csv-formula.ts, written out again to check it. */
const FORMULA_START = /^[=+\-@\t\r]/;
const neutralised = (text: string) => (/^[=+\-@\t\r']/.test(text) ? `'${text}` : text);

const CHAT_TEXTS = HOSTILE_TEXTS.filter(([, t]) => t.length <= LIMITS.CHAT_MESSAGE_MAX_LENGTH);

const OUTCOMES = ['4xx', '5xx', 'accepted', 'no answer'] as const;
type Outcome = (typeof OUTCOMES)[number];
/** Every request sent and how it went: the figures for `npm test`'s table. */
const sent: { check: string; name: string; outcome: Outcome }[] = [];

function count(check: string, name: string, { status }: Reply): void {
  const outcome: Outcome =
    status === undefined ? 'no answer' : status >= 500 ? '5xx' : status >= 400 ? '4xx' : 'accepted';
  sent.push({ check, name, outcome });
}

describeWithRealStores('hostile input: refused with a 4xx, or kept byte for byte', () => {
  let stack: TestStack;
  let adminCookie = '';

  beforeAll(async () => {
    stack = await new TestStack({ mode: 'production', env: { SEED_DEMO_FAQS: 'true' } }).start();
    const admin = new ApiClient(stack.baseUrl);
    await admin.signIn(TEST_ADMIN_PASSWORD);
    adminCookie = admin.sessionCookie ?? '';
  }, 120_000);

  afterAll(async () => {
    recordFigures('hostile-input', figureRows());
    await stack?.stop();
  });

  /** Not ApiClient: every corpus request needs a time limit, and some are raw bytes. */
  async function send(request: HttpRequest & Pick<RefusedCase, 'raw'>): Promise<Reply> {
    const { caller, method, path, body, headers, raw } = request;
    if (raw !== undefined) return sendRaw(raw);
    const asIs = typeof body === 'string' || body instanceof Blob || body === undefined;
    try {
      const response = await fetch(stack.baseUrl + path, {
        method,
        headers: {
          // A fresh client address each time: the corpus tests input, not the rate limits.
          'x-forwarded-for': randomAddress(),
          ...(caller === 'admin' ? { cookie: adminCookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: asIs ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      return { status: response.status, text, json: parseJson(text) };
    } catch (error) {
      return { text: '', error: String(error) };
    }
  }
  const asAdmin = (method: Method, path: string, body?: unknown) =>
    send({ caller: 'admin', method, path, body });
  const asVisitor = (method: Method, path: string, body?: unknown) =>
    send({ caller: 'visitor', method, path, body });
  const listFaqs = async (): Promise<Faq[]> => JSON.parse((await asAdmin('GET', '/api/faqs')).text);

  /** Raw bytes to the gateway's port (fetch refuses CR and LF in headers): what comes back. */
  async function sendRaw(text: string): Promise<Reply> {
    const socket = connect(Number(new URL(stack.baseUrl).port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy(new Error('no answer')));
    socket.write(text); // not end(): Node drops the answer to a client that half-closes
    const failed = await once(socket, 'close').then(() => undefined, String);
    const response = Buffer.concat(chunks).toString();
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(response)?.[1]) || undefined;
    const body = response.slice(response.indexOf('\r\n\r\n') + 4);
    return { status, text: body, json: parseJson(body), error: failed };
  }

  describe('refused: each request gets a 4xx whose message says what to do', () => {
    for (const category of new Set(REFUSED.map((c) => c.category))) {
      const cases = REFUSED.filter((c) => c.category === category);
      it(`${category} (${cases.length} requests)`, async () => {
        const problems: string[] = [];
        for (const refused of cases) {
          const reply = await send(refused);
          count(category, refused.name, reply);
          const problem = refusalProblem(reply);
          if (problem) problems.push(`${refused.name}: ${problem}`);
        }
        expect(problems).toEqual([]);
      });
    }
  });

  describe('accepted: hostile but legal text comes back byte for byte', () => {
    /** The FAQs made of hostile text: what was sent, and the id it got. */
    const created: { name: string; id?: number; question: string; answer: string }[] = [];

    it(`as FAQs, in the list and the JSON export (${HOSTILE_TEXTS.length} texts)`, async () => {
      for (const [name, answer] of HOSTILE_TEXTS) {
        const question = answer.length <= LIMITS.QUESTION_MAX_LENGTH ? answer : 'Long text?';
        const reply = await asAdmin('POST', '/api/faqs', { question, answer });
        count('hostile text as FAQ', name, reply);
        created.push({ name, id: reply.json?.id, question, answer });
      }
      expect(created.filter(({ id }) => !id).map(({ name }) => name)).toEqual([]);
      const exported = (await asAdmin('GET', '/api/faqs/export?format=json')).json?.faqs;
      for (const faqs of [await listFaqs(), exported ?? []]) {
        const found = created.map(({ name, id }) => [name, shown(faqs.find((f) => f.id === id))]);
        expect(found).toEqual(created.map((faq) => [faq.name, shown(faq)]));
      }
    });

    it('the CSV export neutralises formula cells, and imports back to the same text', async () => {
      const exported = await asAdmin('GET', '/api/faqs/export?format=csv');
      const [header, ...rows] = parseCsv(exported.text);
      expect(header).toEqual([
        'id',
        'question',
        'answer',
        'isActive',
        'createdAt',
        'updatedAt',
        'phrasings',
      ]);
      // No cell may start the way a spreadsheet formula does...
      expect(rows.flat().filter((cell) => FORMULA_START.test(cell))).toEqual([]);
      // ...and each hostile text is there as sent, an apostrophe before it where it needs one.
      const cells = new Map(rows.map(([id, question, answer]) => [Number(id), [question, answer]]));
      expect(created.map(({ name, id }) => [name, ...(cells.get(id!) ?? ['missing'])])).toEqual(
        created.map(({ name, question, answer }) => [name, ...[question, answer].map(neutralised)]),
      );
      // Imported alongside the originals, the export gives every FAQ again, text for text.
      const before = await listFaqs();
      const imported = await asAdmin('POST', '/api/faqs/import', { csvData: exported.text });
      expect(imported.status).toBe(200);
      const copies = (await listFaqs()).slice(before.length);
      expect(copies.map(shown)).toEqual(before.map(shown));
    });

    it(`as chat messages, in the transcript (${CHAT_TEXTS.length} texts)`, async () => {
      const unanswered: string[] = [];
      for (const [index, [name, message]] of CHAT_TEXTS.entries()) {
        const body = { message, sessionId: `hostile-${index}` };
        const reply = await asVisitor('POST', '/api/chat', body);
        count('hostile text as chat message', name, reply);
        if (reply.status !== 200 || !reply.json?.response) unanswered.push(name);
      }
      expect(unanswered).toEqual([]);
      const transcript = await withAdmin(
        (pg) => pg.query("SELECT session_id, text FROM chat_messages WHERE sender = 'visitor'"),
        stack.sharedEnv.CHAT_DATABASE_URL,
      );
      const kept = new Map(transcript.rows.map((line) => [line.session_id, line.text]));
      const stored = CHAT_TEXTS.map(([name], i) => [name, visible(kept.get(`hostile-${i}`))]);
      expect(stored).toEqual(CHAT_TEXTS.map(([name, message]) => [name, visible(message)]));
    });

    it(`in a CSV import: formulas, quotes and line breaks (${CSV_ROWS.length} rows)`, async () => {
      const before = (await listFaqs()).length;
      const reply = await asAdmin('POST', '/api/faqs/import', { csvData: CSV_IMPORT });
      // Each row is a case; they share the one request's outcome.
      for (const [question] of CSV_ROWS) count('CSV import cells', question, reply);
      expect(reply.status).toBe(200);
      const stored = (await listFaqs()).slice(before).map(shown);
      expect(stored).toEqual(CSV_ROWS.map(([question, answer]) => shown({ question, answer })));
    });

    it('as a password, SQL injection signs nobody in', async () => {
      for (const password of SQL_INJECTION) {
        const reply = await asVisitor('POST', '/api/auth/login', { password });
        count('SQL injection as password', password, reply);
        expect([password, reply.status, reply.text]).toEqual([password, 200, '{"success":false}']);
      }
    });
  });

  it('afterwards every service is up, answers as before, and nothing was polluted', async () => {
    for (const [service, child] of stack.children) {
      const state = child.exitCode ?? child.signalCode ?? 'running';
      expect(`${service}: ${state}`).toBe(`${service}: running`);
    }
    const { authHealth, faqHealth, chatHealth } = stack.servicePorts;
    for (const port of [authHealth, faqHealth, chatHealth]) {
      expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(200);
    }
    expect((await asVisitor('GET', '/api/health/ready')).status).toBe(200);
    const question = { message: 'What is your return policy?', sessionId: 'after-the-corpus' };
    const chat = await asVisitor('POST', '/api/chat', question);
    expect(chat.status).toBe(200);
    expect(chat.json?.response).toMatch(/return/i);
    // No {"__proto__": {"isAdmin": true}} made anyone an admin, nor switched validation off.
    expect((await asVisitor('GET', '/api/auth/status')).text).toMatch(/"isAuthenticated":false/);
    expect((await asVisitor('GET', '/api/faqs')).status).toBe(401);
    expect((await asVisitor('POST', '/api/chat', { ...question, isAdmin: true })).status).toBe(400);

    expect(sent.length).toBeGreaterThanOrEqual(200);
    const unexplained = sent.filter((c) => /5xx|no answer/.test(c.outcome));
    expect(unexplained).toEqual([]);
  });
});

/** One row per category, and a total. */
function figureRows(): FigureRow[] {
  const row = (check: string, cases: typeof sent): FigureRow => ({
    check,
    tried: cases.length,
    ...Object.fromEntries(OUTCOMES.map((o) => [o, cases.filter((c) => c.outcome === o).length])),
  });
  const of = (check: string) => sent.filter((c) => c.check === check);
  const checks = [...new Set(sent.map((c) => c.check))];
  return [...checks.map((check) => row(check, of(check))), row('total', sent)];
}

/** What is wrong with the answer to a request that must be refused, if anything. */
function refusalProblem({ status, text, json, error }: Reply): string | undefined {
  if (status === undefined) return `no answer (${error})`;
  if (status < 400 || status > 499) return `${status} ${text.slice(0, 200)}`;
  if (json === undefined) return undefined; // no JSON body: Node's parser, say
  const message = json?.message; // a JSON error body must say what to do
  if (typeof message !== 'string' || !message.trim()) return `${status} without a message: ${text}`;
  return undefined;
}

function parseJson(text: string): Reply['json'] {
  try {
    const json = JSON.parse(text);
    return typeof json === 'object' ? json : undefined;
  } catch {
    return undefined;
  }
}

/** Question and answer as visible(), so that a failure shows what differs. */
const shown = (faq?: { question: string; answer: string }) =>
  faq ? [visible(faq.question), visible(faq.answer)] : 'missing';

/** Every UTF-16 unit outside printable ASCII as \uXXXX: a zero-width space, a lone surrogate. */
function visible(text: string | undefined): string {
  if (text === undefined) return 'missing';
  return text.replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** RFC 4180, independent of the csv library the faq service writes with. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  // A cell, quoted (with "" for a quote) or plain, then what ends it.
  for (const [, quoted, plain, end] of text.matchAll(/(?:"((?:[^"]|"")*)"|([^",\n]*))(,|\n|$)/g)) {
    rows.at(-1)!.push(quoted?.replaceAll('""', '"') ?? plain);
    if (end !== ',') rows.push([]);
    if (end === '') break;
  }
  return rows.filter((cells) => cells.length > 1); // not the empty line after the last row
}

function randomAddress(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}
