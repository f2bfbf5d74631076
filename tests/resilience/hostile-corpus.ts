/* eslint-disable max-lines -- a data table: the corpus reads best as one list per category */
import { LIMITS } from '@caddie/contracts';

/**
 * The corpus of hostile-input.spec.ts: requests the API must refuse with a 4xx, raw HTTP its
 * parser must refuse, and hostile but legal text it must keep byte for byte.
 */

export interface HttpRequest {
  /** A visitor sends no cookie; the admin sends the signed-in session cookie. */
  caller: 'visitor' | 'admin';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** A string or a Blob goes as it is (broken JSON...), anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RefusedCase extends HttpRequest {
  category: string;
  name: string;
  /** Bytes to send to the port as they are instead (fetch refuses CR and LF in headers). */
  raw?: string;
}

type Route = Pick<HttpRequest, 'caller' | 'method' | 'path'>;
const ROUTES = {
  login: { caller: 'visitor', method: 'POST', path: '/api/auth/login' },
  chat: { caller: 'visitor', method: 'POST', path: '/api/chat' },
  createFaq: { caller: 'admin', method: 'POST', path: '/api/faqs' },
  // FAQ 1 is seeded; a refused update leaves it as it is.
  updateFaq: { caller: 'admin', method: 'PUT', path: '/api/faqs/1' },
  importFaqs: { caller: 'admin', method: 'POST', path: '/api/faqs/import' },
  listFaqs: { caller: 'visitor', method: 'GET', path: '/api/faqs' },
} satisfies Record<string, Route>;

function refuse(category: string, name: string, route: Route, body?: unknown): RefusedCase {
  return { category, name, ...route, body };
}
const show = (value: unknown) => JSON.stringify(value)?.slice(0, 40) ?? String(value);
const withRoute = (route: Route, bodies: unknown[]) => bodies.map((body) => [route, body] as const);

// ---- broken JSON, bodies that are not JSON objects ------------------------------------------

const BROKEN_JSON = [
  ...['{"message": "Hi",', '{"message": "Hi",}', "{'message': 'Hi'}", '{message: "Hi"}'],
  ...['{"message": NaN}', '{"count": Infinity}', '{"count": 0x10}', '{"count": 012}'],
  ...['{"message": "Hi" /* comment */}', '{"message": "Hi"} {"message": "again"}'],
  ...['{"message": "raw\nnewline"}', '{"message": "bad \\x41 escape"}', '{"message": "\\u12"}'],
  ...['{"message": "control \u0001 char"}', '{"message" "Hi"}', '[1, 2', '', 'undefined'],
];
const NOT_JSON_TYPES = [
  ...['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'text/json'],
  ...['multipart/form-data; boundary=x', 'application/json-patch+json'],
];
const NOT_OBJECT = ['null', '[]', '[{}]', '"text"', '42', 'true'];

// ---- every field of every body: wrong types, blank, over the limit, missing -----------------

const NOT_TEXT = [null, 42, 0, -1.5, true, false, [], ['text'], {}, { text: 'Hi' }];
const NOT_TEXT_BUT_NULL = NOT_TEXT.filter((value) => value !== null);
const BLANK_OR_NUL = ['', '   ', '\n\t\u00a0', 'NUL \u0000 inside'];
const NOT_BOOLEAN = [0, 1, 'true', 'false', 'yes', '', [], [true], {}, { value: true }];
const NOT_LIST = [null, 42, 'faqs', true, {}, { question: 'Q?', answer: 'A.' }];
const BAD_SESSION_IDS = [
  ...['', '   ', '../../etc/passwd', 'a b', "' OR 1=1 --", 'séance', '１２３', 's1\u0000'],
  'x'.repeat(LIMITS.SESSION_ID_MAX_LENGTH + 1),
];
const over = (limit: number) => 'x'.repeat(limit + 1);
const row = (fields: object) => ({ faqs: [{ question: 'Q?', answer: 'A.', ...fields }] });

const FIELDS: [Route, string, unknown[], (value: unknown) => object][] = [
  [ROUTES.login, 'password', [...NOT_TEXT, over(256)], (v) => ({ password: v })],
  [
    ROUTES.chat,
    'message',
    [...NOT_TEXT, ...BLANK_OR_NUL, over(LIMITS.CHAT_MESSAGE_MAX_LENGTH)],
    (v) => ({ message: v, sessionId: 's1' }),
  ],
  [
    ROUTES.chat,
    'sessionId',
    [...NOT_TEXT, ...BAD_SESSION_IDS],
    (v) => ({ message: 'Hi', sessionId: v }),
  ],
  [
    ROUTES.createFaq,
    'question',
    [...NOT_TEXT, ...BLANK_OR_NUL, over(LIMITS.QUESTION_MAX_LENGTH)],
    (v) => ({ question: v, answer: 'A.' }),
  ],
  [
    ROUTES.createFaq,
    'answer',
    [...NOT_TEXT, ...BLANK_OR_NUL, over(LIMITS.ANSWER_MAX_LENGTH)],
    (v) => ({ question: 'Q?', answer: v }),
  ],
  [
    ROUTES.createFaq,
    'isActive',
    NOT_BOOLEAN,
    (v) => ({ question: 'Q?', answer: 'A.', isActive: v }),
  ],
  [ROUTES.updateFaq, 'question', [...NOT_TEXT_BUT_NULL, ...BLANK_OR_NUL], (v) => ({ question: v })],
  [ROUTES.updateFaq, 'answer', [...NOT_TEXT_BUT_NULL, ...BLANK_OR_NUL], (v) => ({ answer: v })],
  [ROUTES.updateFaq, 'isActive', NOT_BOOLEAN, (v) => ({ isActive: v })],
  [ROUTES.importFaqs, 'faqs', NOT_LIST, (v) => ({ faqs: v })],
  [ROUTES.importFaqs, 'faqs row', [null, 1, 'row', true, []], (v) => ({ faqs: [v] })],
  [ROUTES.importFaqs, 'csvData', NOT_TEXT, (v) => ({ csvData: v })],
  [ROUTES.importFaqs, 'replaceExisting', NOT_BOOLEAN, (v) => ({ ...row({}), replaceExisting: v })],
  [ROUTES.importFaqs, 'row question', [...NOT_TEXT, ...BLANK_OR_NUL], (v) => row({ question: v })],
  [ROUTES.importFaqs, 'row answer', [...NOT_TEXT, ...BLANK_OR_NUL], (v) => row({ answer: v })],
  [ROUTES.importFaqs, 'row isActive', NOT_BOOLEAN, (v) => row({ isActive: v })],
  [ROUTES.importFaqs, 'row id', [0, -1, 1.5, '1', 2 ** 31, true, [], {}], (v) => row({ id: v })],
  [
    ROUTES.importFaqs,
    'row createdAt',
    ['yesterday', '2024-13-45', 42, {}],
    (v) => row({ createdAt: v }),
  ],
];
const WRONG_TYPES = 'wrong types, missing fields';
const MISSING_FIELDS = [
  ...withRoute(ROUTES.login, [{}]),
  ...withRoute(ROUTES.chat, [{ sessionId: 's1' }, { message: 'Hi' }]),
  ...withRoute(ROUTES.createFaq, [{ answer: 'A.' }, { question: 'Q?' }]),
  ...withRoute(ROUTES.updateFaq, [{}]),
  ...withRoute(ROUTES.importFaqs, [{}, { faqs: [{ question: 'Q?' }] }]),
  ...withRoute(ROUTES.importFaqs, [{ faqs: [], csvData: 'question,answer\nQ?,A.\n' }]),
];

// ---- __proto__, constructor and prototype keys; unknown fields ------------------------------

const PROTO_KEYS = [
  ...withRoute(ROUTES.login, [
    '{"password": "x", "__proto__": {"isAdmin": true}}',
    '{"password": "x", "constructor": {"prototype": {"isAdmin": true}}}',
    '{"password": "x", "\\u005f\\u005fproto__": {"isAdmin": true}}',
  ]),
  ...withRoute(ROUTES.chat, [
    '{"message": "Hi", "sessionId": "s1", "__proto__": {"polluted": 1}}',
    '{"message": {"__proto__": {"polluted": 1}}, "sessionId": "s1"}',
    '{"message": "Hi", "sessionId": "s1", "isAdmin": true}',
  ]),
  ...withRoute(ROUTES.createFaq, [
    '{"question": "Q?", "answer": "A.", "__proto__": {"isActive": false}}',
    '{"question": "Q?", "answer": "A.", "id": 1}',
  ]),
  ...withRoute(ROUTES.updateFaq, ['{"isActive": true, "__proto__": {"id": 2}}']),
  ...withRoute(ROUTES.importFaqs, [
    '{"faqs": [{"question": "Q?", "answer": "A.", "__proto__": {"x": 1}}]}',
    '{"faqs": [{"question": "Q?", "answer": "A.", "constructor": {"prototype": {}}}]}',
  ]),
];
/** Keys Nest's pipe would drop unannounced if the JSON parser let them through. */
const PROTOTYPE_AND_CONSTRUCTOR_KEYS = [
  ...withRoute(ROUTES.login, ['{"password": "x", "prototype": {"isAdmin": true}}']),
  ...withRoute(ROUTES.chat, ['{"message": "Hi", "sessionId": "s1", "constructor": "x"}']),
  ...withRoute(ROUTES.updateFaq, ['{"isActive": true, "prototype": {"id": 2}}']),
  ...withRoute(ROUTES.importFaqs, [
    '{"faqs": [{"question": "Q?", "answer": "A.", "prototype": {}}]}',
  ]),
];
const PROTO_QUERIES = ['__proto__[isAdmin]=1', 'constructor[prototype][isAdmin]=1', 'format[]=csv'];

// ---- deep nesting and huge bodies -----------------------------------------------------------

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const NESTING: [string, Route, string][] = [
  [
    'unknown field 1,000 deep',
    ROUTES.chat,
    `{"message":"Hi","sessionId":"s1","a":${arrays(1000)}}`,
  ],
  ['message 1,000 deep', ROUTES.chat, `{"message":${objects(1000)},"sessionId":"s1"}`],
  ['100,000 deep, over the body limit', ROUTES.chat, `{"a":${arrays(100_000)}}`],
  ['unknown field 10,000 deep', ROUTES.chat, `{"a":${arrays(10_000)}}`],
  ['message 10,000 deep', ROUTES.chat, `{"message":${arrays(10_000)},"sessionId":"s1"}`],
  ['password 10,000 deep', ROUTES.login, `{"password":${objects(10_000)}}`],
  ['question 10,000 deep', ROUTES.createFaq, `{"question":${objects(10_000)}}`],
  ['isActive 10,000 deep', ROUTES.updateFaq, `{"isActive":${arrays(10_000)}}`],
  ['import list 10,000 deep', ROUTES.importFaqs, `{"faqs":${arrays(10_000)}}`],
  ['import 1,000,000 deep (2 MB)', ROUTES.importFaqs, `{"faqs":${arrays(1_000_000)}}`],
];

const TEN_MB = 'x'.repeat(10 * 2 ** 20);
const HUGE: [string, Route, unknown][] = [
  ['10 MB chat message', ROUTES.chat, { message: TEN_MB, sessionId: 's1' }],
  ['10 MB session id', ROUTES.chat, { message: 'Hi', sessionId: TEN_MB }],
  ['10 MB password', ROUTES.login, { password: TEN_MB }],
  ['10 MB question', ROUTES.createFaq, { question: TEN_MB, answer: 'A.' }],
  ['10 MB answer', ROUTES.createFaq, { question: 'Q?', answer: TEN_MB }],
  ['10 MB answer update', ROUTES.updateFaq, { answer: TEN_MB }],
  ['10 MB answer in an import row', ROUTES.importFaqs, row({ answer: TEN_MB })],
  [
    '10 MB cell in an import CSV',
    ROUTES.importFaqs,
    { csvData: `question,answer\nQ?,${TEN_MB}\n` },
  ],
  ['60 MB import', ROUTES.importFaqs, { csvData: 'x'.repeat(60 * 2 ** 20) }],
  ['200 KB chat body', ROUTES.chat, { message: 'x'.repeat(200_000), sessionId: 's1' }],
  ['200,001 import rows', ROUTES.importFaqs, { faqs: Array(200_001).fill(row({}).faqs[0]) }],
  [
    '20,000 unknown fields',
    ROUTES.chat,
    Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`f${i}`, i])),
  ],
];

// ---- path tricks in ids and query strings ---------------------------------------------------

/** Ids that are no FAQ's: 400 (not an id) or 404 (no such FAQ), on PUT and on DELETE. */
const BAD_IDS = [
  ...['..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fauth', '%252e%252e%252f', '1%2F2', '1%00'],
  ...['-1', '0', '-0', '1.5', '1e9', '99999999', '2147483648', '9999999999999999999999'],
  ...['abc', 'NaN', 'Infinity', '-Infinity', 'null', 'undefined', 'true', '__proto__'],
  ...['constructor', '%EF%BC%91', '%D9%A1', '%C2%B9', '%C0%AE', '%F0%9F%8F%8C', '%E2%80%AE1'],
  ...['%', '%ZZ', '1%20OR%201%3D1', "1'%20OR%20'1'%3D'1", '1%3BDROP%20TABLE%20faqs'],
  '1%0D%0ASet-Cookie%3A%20x%3D1',
];
/** Spellings of FAQ 1 that are not whole numbers as written: they must not act on FAQ 1. */
const LENIENT_IDS = ['0x1', '1e0', '+1', '01', '%201', '1.0', '0b1', '0o1', '1%0A'];
const BAD_FORMATS = ['csv%20', 'CSV', 'csv%00', '..%2F..%2Fetc%2Fpasswd', 'json&format=csv'];

// ---- forged cookies and cross-site requests -------------------------------------------------

/** Sent by a visitor to an admin route: none may pass for a signed-in session. */
const FORGED_COOKIES = [
  ...['caddie.sid=../../etc/passwd', "caddie.sid=' OR 1=1 --", 'caddie.sid=%00%ff'],
  ...[`caddie.sid=${'a'.repeat(4000)}`, 'caddie.sid=s%3Aforged.c2lnbmF0dXJl'],
  ...['caddie.sid=x; caddie.sid=y', '__proto__=x; constructor=y'],
];
/** Sent with the admin's cookie, as a browser would from another site: 403. */
const CROSS_SITE: Record<string, string>[] = [
  { origin: 'http://evil.example' },
  { origin: 'null' },
  { origin: 'http://127.0.0.1.evil.example' },
  { origin: '%%%' },
  { 'sec-fetch-site': 'cross-site' },
  { 'sec-fetch-site': 'same-site' },
];

// ---- CSV imports that must be refused -------------------------------------------------------

const BROKEN_CSV: [string, string][] = [
  ['empty', ''],
  ['BOM only', '\ufeff'],
  ['no question/answer header', 'q,a\nHi?,Hello.\n'],
  ['semicolons', 'question;answer\nQ?;A.\n'],
  ['header only', 'question,answer\n'],
  ['unterminated quote', 'question,answer\n"Q?,A.\n'],
  ['text after a closing quote', 'question,answer\n"Q"?,A.\n'],
  ['too many cells', 'question,answer\nQ?,A.,extra,cells\n'],
  ['too few cells', 'question,answer\nQ?\n'],
  ['blank question', 'question,answer\n   ,A.\n'],
  ['answer over the limit', `question,answer\nQ?,${over(LIMITS.ANSWER_MAX_LENGTH)}\n`],
  ['isActive neither true nor false', 'question,answer,isActive\nQ?,A.,maybe\n'],
  ['binary', '\u00ff\u00fe\u0001\u0002\u0003'],
  ['NUL in a cell', 'question,answer\nQ\u0000?,A.\n'],
];

// ---- text the database cannot hold as sent --------------------------------------------------

const LONE_SURROGATES = [
  ['lone high surrogate', '{"question": "Lone \\ud800 high?", "answer": "A."}'],
  ['lone low surrogate', '{"question": "Q?", "answer": "Lone \\udfff low."}'],
];
const INVALID_UTF8: [string, number[]][] = [
  ['invalid UTF-8 bytes', [0xff, 0xfe]],
  ['overlong UTF-8 slash', [0xc0, 0xaf]],
  ['UTF-8 encoded surrogate', [0xed, 0xa0, 0x80]],
];

/** A create-FAQ body whose question holds the given bytes, which are not valid UTF-8. */
function createFaqWithBytes(bytes: number[]): Blob {
  return new Blob(['{"question": "Bad ', new Uint8Array(bytes), ' bytes?", "answer": "A."}']);
}

// ---- raw HTTP: header injection and malformed requests --------------------------------------

const CHAT_BODY = '{"message": "Hi", "sessionId": "s1"}';
const rawChat = (extraHeaders: string) =>
  'POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
  `Content-Length: ${CHAT_BODY.length}\r\nConnection: close\r\n${extraHeaders}\r\n${CHAT_BODY}`;
const rawChunked = (headers: string, chunks: string) =>
  `POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}` +
  `Connection: close\r\n\r\n${chunks}`;

/** Requests fetch would not send: Node's HTTP parser must answer each with a 4xx. */
const RAW_REQUESTS: [string, string][] = [
  ['CR LF, then a line without a colon', rawChat('X-Note: a\r\ninjected line\r\n')],
  ['bare CR in a value', rawChat('X-Note: a\rSet-Cookie: evil=1\r\n')],
  ['bare LF in a value', rawChat('X-Note: a\nSet-Cookie: evil=1\r\n')],
  ['NUL in a value', rawChat('X-Note: a\u0000b\r\n')],
  ['BEL in a value', rawChat('X-Note: a\u0007b\r\n')],
  ['folded header (obs-fold)', rawChat('X-Note: a\r\n folded\r\n')],
  ['space before the colon', rawChat('X-Note : a\r\n')],
  ['space in a header name', rawChat('X Note: a\r\n')],
  ['non-ASCII header name', rawChat('X-Nöte: a\r\n')],
  ['empty header name', rawChat(': a\r\n')],
  ['20 KB header', rawChat(`X-Big: ${'a'.repeat(20_000)}\r\n`)],
  ['3,000 headers', rawChat(Array.from({ length: 3000 }, (_, i) => `X-H${i}: v\r\n`).join(''))],
  ['two Content-Lengths', rawChat('Content-Length: 3\r\n')],
  ['Content-Length and Transfer-Encoding', rawChat('Transfer-Encoding: chunked\r\n')],
  ['negative Content-Length', rawChat('').replace(/Content-Length: \d+/, 'Content-Length: -1')],
  ['non-numeric Content-Length', rawChat('').replace(/Content-Length: \d+/, 'Content-Length: 1e2')],
  ['chunk size not hex', rawChunked('Transfer-Encoding: chunked\r\n', 'ZZ\r\nabc\r\n0\r\n\r\n')],
  [
    'chunk size overflowing',
    rawChunked('Transfer-Encoding: chunked\r\n', 'FFFFFFFFFFFFFFFFFFFF\r\nabc'),
  ],
  ['chunks ended by bare LF', rawChunked('Transfer-Encoding: chunked\r\n', '5\nabcde\n0\n\n')],
  ['unknown Transfer-Encoding', rawChunked('Transfer-Encoding: xchunked\r\n', CHAT_BODY)],
  [
    'two Transfer-Encodings',
    rawChunked('Transfer-Encoding: chunked\r\nTransfer-Encoding: identity\r\n', '0\r\n\r\n'),
  ],
  ['bad method', 'G@T /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
  ['unknown HTTP version', 'GET /api/health/ready HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n'],
  ['space in the path', 'GET /api/faqs/1 2 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
  ['tab in the path', 'GET /api/\tfaqs HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
  ['NUL in the path', 'GET /api/faqs\u0000 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
  ['non-ASCII path', 'GET /api/faqs/é HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
  ['20 KB path', `GET /api/faqs/${'1'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`],
  ['bare CR line ending', 'GET /api/health/ready HTTP/1.1\rHost: 127.0.0.1\r\n\r\n'],
  ['bare LF line endings', 'GET /api/health/ready HTTP/1.1\nHost: 127.0.0.1\n\n'],
  ['folded Host', 'GET /api/health/ready HTTP/1.1\r\nHost: a\r\n b\r\n\r\n'],
  ['no Host', 'GET /api/health/ready HTTP/1.1\r\nConnection: close\r\n\r\n'],
  [
    'TLS hello on the plain port',
    '\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\u00a1\u0003\u0003',
  ],
];

const at = (route: Route, method: Route['method'], path: string) => ({ ...route, method, path });

/** Every request the API must refuse with a 4xx. */
export const REFUSED: RefusedCase[] = [
  ...[ROUTES.chat, ROUTES.createFaq, ROUTES.importFaqs].flatMap((route) =>
    BROKEN_JSON.map((text) => refuse('broken JSON', `${route.path} ${show(text)}`, route, text)),
  ),
  ...NOT_JSON_TYPES.map((type) => ({
    ...refuse('not JSON', type, ROUTES.chat, '{"message": "Hi", "sessionId": "s1"}'),
    headers: { 'content-type': type },
  })),
  ...[ROUTES.login, ROUTES.chat, ROUTES.createFaq, ROUTES.updateFaq, ROUTES.importFaqs].flatMap(
    (route) => NOT_OBJECT.map((text) => refuse('not JSON', `${route.path} ${text}`, route, text)),
  ),
  ...FIELDS.flatMap(([route, field, values, body]) =>
    values.map((v) => refuse(WRONG_TYPES, `${route.path} ${field}=${show(v)}`, route, body(v))),
  ),
  ...['question', 'answer', 'isActive'].map((field) =>
    refuse(WRONG_TYPES, `PUT ${field}=null`, ROUTES.updateFaq, { [field]: null }),
  ),
  ...MISSING_FIELDS.map(([route, body]) =>
    refuse(WRONG_TYPES, `${route.path} missing: ${show(body)}`, route, body),
  ),
  ...PROTO_KEYS.map(([route, text]) =>
    refuse('prototype keys', `${route.path} ${text}`, route, text),
  ),
  ...PROTOTYPE_AND_CONSTRUCTOR_KEYS.map(([route, text]) =>
    refuse('prototype keys', `${route.path} ${text}`, route, text),
  ),
  ...PROTO_QUERIES.map((query) =>
    refuse(
      'prototype keys',
      `export?${query}`,
      at(ROUTES.createFaq, 'GET', `/api/faqs/export?${query}`),
    ),
  ),
  ...NESTING.map(([name, route, text]) => refuse('deep nesting', name, route, text)),
  ...HUGE.map(([name, route, body]) => refuse('huge bodies', name, route, body)),
  ...BAD_IDS.flatMap((id) => [
    refuse('path tricks in ids', `PUT ${id}`, at(ROUTES.updateFaq, 'PUT', `/api/faqs/${id}`), {
      isActive: true,
    }),
    refuse('path tricks in ids', `DELETE ${id}`, at(ROUTES.updateFaq, 'DELETE', `/api/faqs/${id}`)),
  ]),
  ...LENIENT_IDS.map((id) =>
    refuse('path tricks in ids', `PUT ${id}`, at(ROUTES.updateFaq, 'PUT', `/api/faqs/${id}`), {
      isActive: true,
    }),
  ),
  ...BAD_FORMATS.map((format) =>
    refuse(
      'path tricks in ids',
      `export?format=${format}`,
      at(ROUTES.createFaq, 'GET', `/api/faqs/export?format=${format}`),
    ),
  ),
  ...FORGED_COOKIES.map((cookie) => ({
    ...refuse('forged cookies, cross-site', `cookie ${cookie.slice(0, 40)}`, ROUTES.listFaqs),
    headers: { cookie },
  })),
  ...CROSS_SITE.map((headers) => ({
    ...refuse('forged cookies, cross-site', show(headers), ROUTES.createFaq, {
      question: 'Q?',
      answer: 'A.',
    }),
    headers,
  })),
  ...BROKEN_CSV.map(([name, csvData]) =>
    refuse('broken CSV', name, ROUTES.importFaqs, { csvData }),
  ),
  ...LONE_SURROGATES.map(([name, text]) =>
    refuse('unicode edge cases', name, ROUTES.createFaq, text),
  ),
  ...RAW_REQUESTS.map(([name, raw]) => ({
    ...refuse('header injection (raw HTTP)', name, ROUTES.chat),
    raw,
  })),
  ...INVALID_UTF8.map(([name, bytes]) =>
    refuse('unicode edge cases', name, ROUTES.createFaq, createFaqWithBytes(bytes)),
  ),
];

// ---- hostile but legal text: accepted, and back byte for byte -------------------------------

export const SQL_INJECTION = [
  "' OR '1'='1",
  "'; DROP TABLE faqs; --",
  "Robert'); DROP TABLE chat_messages;--",
  '1 UNION SELECT password FROM users --',
  '" OR ""="',
  '$$; SELECT pg_sleep(30); $$',
  "E'\\x00' \\0 \\\\ \\' %' AND 1=1 AND '%'='",
];

/** [name, text]: each becomes an FAQ (question and answer) and a chat message. */
export const HOSTILE_TEXTS: [string, string][] = [
  ...SQL_INJECTION.map((text, i) => [`SQL injection ${i + 1}`, text] as [string, string]),
  ['script tag', '<script>alert(document.cookie)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['closing tags', '</textarea></title><svg/onload=alert(1)>'],
  ['javascript: URL', 'javascript:alert(1)'],
  ['template syntax', '{{7*7}} ${7*7} <%= 7*7 %> #{7*7}'],
  ['format string', '%s%s%s%n%x %d'],
  ['__proto__ as text', '__proto__'],
  ['constructor as text', 'constructor'],
  ['JSON as text', '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {}}}'],
  ['path as text', '../../../etc/passwd C:\\Windows\\System32 file:///etc/shadow'],
  ['formula =', '=HYPERLINK("http://evil.example","Click me")'],
  ['formula +', '+SUM(A1:A9)'],
  ['formula -', "-2+3+cmd|' /C calc'!A0"],
  ['formula @', "@SUM(1+1)*cmd|' /C calc'!A0"],
  ['tab then formula', '\t=1+1'],
  ['CR then formula', '\r=1+1'],
  ['apostrophe then formula', "'=1+1"],
  ['two apostrophes', "''=already quoted"],
  ['quotes, commas, line breaks', 'He said "hi", then\nleft;\r\nthe end, "quoted"'],
  ['spaces kept', '   padded   '],
  ['decomposed accent', 'Cafe\u0301 vs Caf\u00e9'],
  ['case-mapping traps', 'İstanbul ı ß ﬁ Σσς'],
  [
    'combining marks',
    'Z\u0351\u0346\u0364\u0300\u0327a\u0350\u0367\u0361l\u0306\u0312g\u0350\u036do',
  ],
  ['emoji sequences', '👨‍👩‍👧‍👦 🏌🏽‍♀️ ⛳ 🇬🇧 🏳️‍🌈 1️⃣'],
  ['astral letters', '𝐀𝐁𝐂 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𠜎𠜱'],
  ['max code point, tags', '\u{10FFFF}\u{E0001}\u{E0067}\u{E0062}\u{E007F}'],
  ['noncharacters, private use', '\uFFFE\uFFFF\uFDD0 \uE000\uF8FF'],
  ['line and paragraph separators', 'one\u2028two\u2029three\u0085four'],
  ['control characters', '\u0001\u0007\u001b[31mred\u001b[0m\u007f\u0080\u009f'],
  ['BOM first', '\uFEFFBOM first'],
  ['Arabic', 'ما هي سياسة الإرجاع؟'],
  ['Hebrew', 'מה מדיניות ההחזרות?'],
  ['RTL override', 'invoice\u202Egnp.exe'],
  ['bidi isolates and marks', '\u2066iso\u2069 \u2067rtl\u2069 \u2068first\u2069 \u200F\u200E'],
  ['zero-width characters', 'ret\u200Burn\u200C po\u200Dli\u2060cy\uFEFF?'],
  ['mixed scripts', 'Price: 100 ₪ שקל, 50 د.إ, 你好, こんにちは, 안녕, नमस्ते, สวัสดี'],
  ['emoji to the question limit', '😀'.repeat(LIMITS.QUESTION_MAX_LENGTH / 2)],
  ['combining marks to the chat limit', 'e' + '\u0301'.repeat(LIMITS.CHAT_MESSAGE_MAX_LENGTH - 1)],
  ['Hebrew to the answer limit', 'שלום '.repeat(LIMITS.ANSWER_MAX_LENGTH / 5)],
];

/** [question, answer] rows of a CSV import: formulas, embedded quotes and line breaks. */
export const CSV_ROWS: [string, string][] = [
  ['=1+1', '+SUM(A1:A9)'],
  ['-2+3', "@cmd|' /C calc'!A0"],
  ['=HYPERLINK("http://evil.example","Click")', 'He said "hi", twice: ""hi""'],
  ['Line one\nline two', 'CR LF\r\ninside, with a comma'],
  ['\tTab first', '\rCR first'],
  ['"Quoted whole"', 'Quote " in the middle'],
  ['ما هي سياسة الإرجاع؟\u200F', '\u202Eoverride\u202C and \u200Bzero-width'],
  ['Trailing line break\n', '  spaces kept  '],
  ["O'Brien's clubs?", '<script>alert(1)</script>'],
  ['👨‍👩‍👧‍👦 family set?', 'Cafe\u0301, İ, ß'],
];

/** CSV_ROWS as a file a spreadsheet saves: a BOM, CR LF, every cell quoted. */
const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;
export const CSV_IMPORT =
  '\uFEFFquestion,answer,isActive\r\n' +
  CSV_ROWS.map((cells) => [...cells, 'true'].map(csvCell).join(',') + '\r\n').join('');
