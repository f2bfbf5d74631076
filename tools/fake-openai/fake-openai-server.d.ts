export const FAKE_EMBEDDING_DIMENSIONS: number;

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

export function fakeEmbedding(text: string): number[];

/** `keepTexts: false`: only embeddingRequests is counted (for a benchmark's long load). */
export function startFakeOpenAiServer(options?: {
  port?: number;
  keepTexts?: boolean;
}): Promise<FakeOpenAiServer>;
