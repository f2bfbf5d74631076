import type { TestStack } from './test-stack';
import { until } from './until';

/**
 * One figure of the chat service's /metrics: the series of that name with these labels among
 * its own (the service adds caddie_service), 0 when there is none.
 */
export async function chatMetric(
  stack: TestStack,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${stack.servicePorts.chatHealth}/metrics`);
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = (await response.text())
    .split('\n')
    .find(
      (entry) =>
        /^[^ {]+/.exec(entry)?.[0] === name && wanted.every((label) => entry.includes(label)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** Waits until the chat service ranks with this many FAQ text vectors. */
export async function untilFaqTextsEmbedded(
  stack: TestStack,
  count: number,
  timeoutMs = 60_000,
): Promise<void> {
  await until(
    async () => (await chatMetric(stack, 'caddie_embedding_faq_texts')) === count,
    `${count} FAQ text vectors in use`,
    { timeoutMs },
  );
}
