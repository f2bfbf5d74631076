/** The settings a call to the chat model needs (ChatServiceConfig's LLM_* variables). */
export interface ChatModelSettings {
  LLM_BASE_URL?: string;
  LLM_MODEL?: string;
  LLM_API_KEY?: string;
  LLM_TIMEOUT_MS: number;
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
 * LLM_TIMEOUT_MS (the whole call, body included): the text of the model's message, as sent.
 * Throws a ChatModelError saying why there is none; callers fall back to the engine's reply.
 */
export async function completeChat(
  settings: ChatModelSettings,
  messages: ChatModelMessage[],
  maxTokens: number,
): Promise<string> {
  let completion: Completion;
  try {
    const response = await fetch(`${settings.LLM_BASE_URL!.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.LLM_API_KEY ? { authorization: `Bearer ${settings.LLM_API_KEY}` } : {}),
      },
      body: JSON.stringify({
        model: settings.LLM_MODEL,
        temperature: 0,
        max_tokens: maxTokens,
        messages,
      }),
      signal: AbortSignal.timeout(settings.LLM_TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new ChatModelError('error', `the endpoint answered HTTP ${response.status}`);
    }
    completion = (await response.json()) as Completion;
  } catch (error) {
    throw asChatModelError(error, settings.LLM_TIMEOUT_MS);
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
