// @ts-check
// A small OpenAI-compatible server for the tests and benchmarks of the features that call a
// model: the same protocol as OpenAI, Azure OpenAI, vLLM, Ollama or text-embeddings-inference
// speak, with embeddings that are a deterministic function of the text and chat completions
// that follow a script. It counts what it is sent, so a test can say what left the service.
// Run as a program (`node tools/fake-openai/fake-openai-server.js`) it serves in a process of
// its own and prints its base URL, for benchmarks that must not share a process with it.
'use strict';
const { once } = require('node:events');
const { createHash } = require('node:crypto');
const { createServer } = require('node:http');

const FAKE_EMBEDDING_DIMENSIONS = 64;

/**
 * How the server misbehaves, for the next requests (until changed): answer after `delayMs`;
 * `hang`, never answer (the connection stays open until the server closes); `malformed`,
 * answer 200 with a body that is not what the protocol says; answer `tooManyRequests`
 * requests with 429 and Retry-After: `retryAfterSeconds` first; answer with `status` (e.g.
 * 500) and an OpenAI-style error body.
 * @typedef {{
 *   delayMs?: number;
 *   hang?: boolean;
 *   malformed?: boolean;
 *   tooManyRequests?: number;
 *   retryAfterSeconds?: number;
 *   status?: number;
 * }} FakeBehaviour
 */

/**
 * @typedef {{
 *   model: string;
 *   messages: { role: string; content: string }[];
 *   [key: string]: unknown;
 * }} ChatCompletionRequest
 */

/**
 * The server and what it was sent: `url` is the base URL to configure (`.../v1`); `embedded`
 * every text sent to /embeddings, in order, with its model; `embeddingRequests` the number of
 * /embeddings requests (batches); `chatRequests` every chat completion request's body;
 * `requests` requests on any path, as "METHOD /path"; `script` what the chat model answers
 * (the content of its message).
 * @typedef {{
 *   url: string;
 *   embedded: { model: string; text: string }[];
 *   embeddingRequests: number;
 *   chatRequests: ChatCompletionRequest[];
 *   requests: string[];
 *   behaviour: FakeBehaviour;
 *   script: (request: ChatCompletionRequest) => string;
 *   close(): Promise<void>;
 * }} FakeOpenAiServer
 */

/**
 * A deterministic embedding: words hashed into FAKE_EMBEDDING_DIMENSIONS buckets, unit length.
 * Texts that share words come out close (cosine), texts that share none near orthogonal: not
 * a model's sense of meaning, but enough to check ranking plumbing end to end.
 * @param {string} text
 * @returns {number[]}
 */
function fakeEmbedding(text) {
  const vector = new Array(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const digest = createHash('sha256').update(word).digest();
    vector[digest[0] % FAKE_EMBEDDING_DIMENSIONS] += digest[1] & 1 ? 1 : -1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

/**
 * `keepTexts: false`: count requests only (a benchmark's load would grow the lists without end).
 * @returns {Promise<FakeOpenAiServer>}
 */
async function startFakeOpenAiServer({ port = 0, keepTexts = true } = {}) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const open = new Set();
  /** @type {FakeOpenAiServer} */
  const fake = {
    url: '',
    embedded: [],
    embeddingRequests: 0,
    chatRequests: [],
    requests: [],
    behaviour: {},
    script: () => 'none',
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  const server = createServer(async (request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    const body = await readBody(request);
    if (keepTexts) fake.requests.push(`${request.method} ${request.url}`);
    const { behaviour } = fake;
    if (behaviour.hang) return;
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (behaviour.tooManyRequests && behaviour.tooManyRequests > 0) {
      behaviour.tooManyRequests -= 1;
      return send(response, 429, errorBody('Rate limit reached'), {
        'retry-after': String(behaviour.retryAfterSeconds ?? 1),
      });
    }
    if (behaviour.status) return send(response, behaviour.status, errorBody('Server error'));
    if (request.method === 'POST' && request.url === '/v1/embeddings') {
      fake.embeddingRequests += 1;
      /** @type {{ model: string; input: string | string[] }} */
      const { model, input } = body;
      const texts = Array.isArray(input) ? input : [input];
      if (keepTexts) for (const text of texts) fake.embedded.push({ model, text });
      if (behaviour.malformed) return send(response, 200, { data: 'not a list' });
      return send(response, 200, {
        object: 'list',
        model,
        data: texts.map((text, index) => ({
          object: 'embedding',
          index,
          embedding: fakeEmbedding(text),
        })),
        usage: { prompt_tokens: 0, total_tokens: 0 },
      });
    }
    if (request.method === 'POST' && request.url === '/v1/chat/completions') {
      /** @type {ChatCompletionRequest} */
      const chat = body;
      if (keepTexts) fake.chatRequests.push(chat);
      if (behaviour.malformed) return send(response, 200, { choices: 'none' });
      return send(response, 200, {
        object: 'chat.completion',
        model: chat.model,
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: fake.script(chat) },
          },
        ],
      });
    }
    send(response, 404, errorBody(`No route ${request.method} ${request.url}`));
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  fake.url = `http://127.0.0.1:${address.port}/v1`;
  return fake;
}

/** @param {import('node:http').IncomingMessage} request */
async function readBody(request) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    return null;
  }
}

/** @param {string} message */
function errorBody(message) {
  return { error: { message, type: 'fake_error' } };
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function send(response, status, body, headers = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

module.exports = { FAKE_EMBEDDING_DIMENSIONS, fakeEmbedding, startFakeOpenAiServer };

if (require.main === module) {
  startFakeOpenAiServer({ keepTexts: false }).then((fake) => {
    console.log(fake.url);
    process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
  });
}
