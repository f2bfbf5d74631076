import type { FaqText } from '../search/faq-text';
import { Decision, withButtons } from './decision';
import type { MessageMeaning } from './message-meaning';

/**
 * The cosine from which an FAQ the lexical ranking missed is offered as a button. Not fitted
 * (no model can be run here): set where common embedding models put texts about one thing
 * apart from unrelated ones; `npm run eval -- --model` measures it against a real endpoint.
 */
export const MEANING_SUGGEST_COSINE = 0.35;
/** Reciprocal-rank fusion's constant (Cormack, Clarke & Büttcher 2009): ranks, not scores. */
const FUSION_K = 60;
/** Buttons under an unsure answer or a decline, as the lexical engine offers (decision.ts). */
const MIN_OFFERED = 3;

/**
 * A decision with the FAQs nearest the message in meaning among its buttons: the lexical and
 * the meaning rankings fused by reciprocal rank, so a paraphrase with no word in common
 * ("puncture" for "flat tyre") is one click away. Conservative on purpose: whether and what
 * to answer stays the lexical engine's (with the cosine as a feature of its probability, at
 * the weight the model gives it), so an FAQ found by meaning alone is offered, never answered,
 * and a confident answer keeps its buttons.
 */
export function withMeaningSuggestions(
  decision: Decision,
  meaning: MessageMeaning | undefined,
): Decision {
  if (!meaning || decision.kind === 'confident') return decision;
  return withButtons(decision, (buttons, answered) => fused(buttons, meaning, answered?.id));
}

function fused(lexical: FaqText[], meaning: MessageMeaning, answeredId?: number): FaqText[] {
  const near = meaning.nearest
    .filter(({ faq, cosine }) => cosine >= MEANING_SUGGEST_COSINE && faq.id !== answeredId)
    .map(({ faq }) => faq);
  if (near.length === 0) return lexical;
  const scores = new Map<number, { faq: FaqText; score: number }>();
  for (const ranking of [lexical, near])
    ranking.forEach((faq, rank) => {
      const entry = scores.get(faq.id) ?? { faq, score: 0 };
      entry.score += 1 / (FUSION_K + rank + 1);
      scores.set(faq.id, entry);
    });
  // A stable sort: on a tie, the lexical ranking's FAQ (entered first) goes first.
  const ranked = [...scores.values()].sort((a, b) => b.score - a.score);
  return ranked.slice(0, Math.max(lexical.length, MIN_OFFERED)).map(({ faq }) => faq);
}
