/** Where and how to reach the chat model (the chat service's LLM_* settings). */
export interface ChatModelEndpoint {
  /** An OpenAI-compatible base URL (…/v1). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** The whole call, body included. */
  timeoutMs: number;
}

export interface ChatModelMessage {
  role: 'system' | 'user';
  content: string;
}

/** Why the model gave nothing usable: no reply in time, a failed call, or a reply off-protocol. */
export type ChatModelFailure = 'late' | 'error' | 'malformed';

export class ChatModelError extends Error {
  constructor(
    readonly reason: ChatModelFailure,
    message: string,
  ) {
    super(message);
  }
}

/** The part of an OpenAI-compatible chat-completions response this reads. */
interface Completion {
  choices?: { message?: { content?: unknown } }[];
}

/**
 * One call to an OpenAI-compatible /chat/completions endpoint at temperature 0, given up after
 * the endpoint's timeoutMs (the whole call, body included): the text of the model's message, as sent.
 * Throws a ChatModelError saying why there is none; callers fall back to the engine's reply.
 */
export async function completeChat(
  endpoint: ChatModelEndpoint,
  messages: ChatModelMessage[],
  maxTokens: number,
): Promise<string> {
  let completion: Completion;
  try {
    const response = await fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: endpoint.model,
        temperature: 0,
        max_tokens: maxTokens,
        messages,
      }),
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
    if (!response.ok) {
      throw new ChatModelError('error', `the endpoint answered HTTP ${response.status}`);
    }
    completion = (await response.json()) as Completion;
  } catch (error) {
    throw asChatModelError(error, endpoint.timeoutMs);
  }
  const content = completion?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') {
    throw new ChatModelError('malformed', 'the endpoint answered without a message');
  }
  return content;
}

function asChatModelError(error: unknown, timeoutMs: number): ChatModelError {
  if (error instanceof ChatModelError) return error;
  const { name, message } = error as Error;
  if (name === 'TimeoutError')
    return new ChatModelError('late', `no answer within ${timeoutMs} ms`);
  if (name === 'SyntaxError')
    return new ChatModelError('malformed', `the body is not JSON: ${message}`);
  return new ChatModelError('error', message);
}
