// A small OpenAI-compatible server for the tests of the features that call a model: the same
// protocol as OpenAI, Azure OpenAI, vLLM, Ollama or text-embeddings-inference speak, with
// embeddings that are a deterministic function of the text and chat completions that follow a
// script. It counts what it is sent, so a test can say what left the service.
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { IncomingMessage, Server, ServerResponse, createServer } from 'node:http';
import { AddressInfo } from 'node:net';

export const FAKE_EMBEDDING_DIMENSIONS = 64;

/** How the server misbehaves, for the next requests (until changed). */
export interface FakeBehaviour {
  /** Answer after this long. */
  delayMs?: number;
  /** Never answer (the connection stays open until the server closes). */
  hang?: boolean;
  /** Answer 200 with a body that is not what the protocol says. */
  malformed?: boolean;
  /** Answer this many requests with 429 and Retry-After: retryAfterSeconds first. */
  tooManyRequests?: number;
  retryAfterSeconds?: number;
  /** Answer with this status (e.g. 500) and an OpenAI-style error body. */
  status?: number;
}

export interface ChatCompletionRequest {
  model: string;
  messages: { role: string; content: string }[];
  [key: string]: unknown;
}

export interface FakeOpenAiServer {
  /** The base URL to configure (`.../v1`). */
  url: string;
  /** Every text sent to /embeddings, in order, with its model. */
  embedded: { model: string; text: string }[];
  /** The number of /embeddings requests (batches). */
  embeddingRequests: number;
  /** Every chat completion request's body. */
  chatRequests: ChatCompletionRequest[];
  /** Requests on any path, as "METHOD /path". */
  requests: string[];
  behaviour: FakeBehaviour;
  /** What the chat model answers: the content of its message. */
  script: (request: ChatCompletionRequest) => string;
  close(): Promise<void>;
}

/**
 * A deterministic embedding: words hashed into FAKE_EMBEDDING_DIMENSIONS buckets, unit length.
 * Texts that share words come out close (cosine), texts that share none near orthogonal: not
 * a model's sense of meaning, but enough to check ranking plumbing end to end.
 */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const digest = createHash('sha256').update(word).digest();
    vector[digest[0] % FAKE_EMBEDDING_DIMENSIONS] += digest[1] & 1 ? 1 : -1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const open = new Set<ServerResponse>();
  const fake: FakeOpenAiServer = {
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
  const server: Server = createServer(async (request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    const body = await readBody(request);
    fake.requests.push(`${request.method} ${request.url}`);
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
      const { model, input } = body as { model: string; input: string | string[] };
      const texts = Array.isArray(input) ? input : [input];
      for (const text of texts) fake.embedded.push({ model, text });
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
      const chat = body as ChatCompletionRequest;
      fake.chatRequests.push(chat);
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
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
  } catch {
    return null;
  }
}

function errorBody(message: string) {
  return { error: { message, type: 'fake_error' } };
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
