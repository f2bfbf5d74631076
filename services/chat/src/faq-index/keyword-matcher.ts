import { Faq } from '@caddie/contracts';

/**
 * A deliberately simple full-text match, the stand-in until the answer engine: words of the
 * question count twice, words of the answer once, common words not at all.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be can do does for from have how i if in is it me my of on or our so ' +
    'that the this to what when where which who why will with you your'
  ).split(' '),
);

export interface Match {
  faq: Faq;
  score: number;
}

export function keywords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? [])
    .filter((word) => !STOP_WORDS.has(word))
    .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word));
}

export class KeywordMatcher {
  private readonly entries: { faq: Faq; question: Set<string>; answer: Set<string> }[];

  constructor(faqs: Faq[]) {
    this.entries = faqs.map((faq) => ({
      faq,
      question: new Set(keywords(faq.question)),
      answer: new Set(keywords(faq.answer)),
    }));
  }

  /** The best FAQ when at least one word of the message is in its question, else undefined. */
  best(message: string): Match | undefined {
    const words = [...new Set(keywords(message))];
    if (words.length === 0) return undefined;
    let best: Match | undefined;
    for (const entry of this.entries) {
      const inQuestion = words.filter((word) => entry.question.has(word)).length;
      if (inQuestion === 0) continue;
      const inAnswer = words.filter((word) => entry.answer.has(word)).length;
      const score = (2 * inQuestion + inAnswer) / words.length;
      if (!best || score > best.score) best = { faq: entry.faq, score };
    }
    return best;
  }
}
