import { Faq } from '@caddie/contracts';
import { analyze } from './analysis/analyze';
import { normalize } from './analysis/texting-forms';
import { FaqSearch, SearchHit } from './faq-search';
import { SmallTalk, smallTalk } from './small-talk';

/** Where the confidence thresholds sit; set on the dev half of the evaluation set. */
export interface Thresholds {
  /** At or above: answer with the FAQ, verbatim. */
  confident: number;
  /** At or above (and below confident): the best answer plus related questions. */
  unsure: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = { confident: 0.75, unsure: 0.61 };

/** What the conversation said just before, for short follow-ups ("and internationally?"). */
export interface ConversationContext {
  previousQuestion?: string;
  previousFaqId?: number | null;
}

export type Decision =
  | { kind: 'small-talk'; smallTalk: SmallTalk }
  | { kind: 'confident' | 'unsure'; hit: SearchHit; related: Faq[]; followUp: boolean }
  | { kind: 'none'; nearest: Faq[]; score: number | null };

const FOLLOW_UP_START = /^(and|also|what about|how about|what if|same for|but|or)\b/;
/** A message with this few content terms may lean on the previous question. */
const MAX_FOLLOW_UP_TERMS = 2;

/**
 * Decides how to answer one message: small talk without the index; otherwise the best FAQ,
 * with a confidence band that says whether to answer, answer with alternatives, or decline.
 */
export class AnswerEngine {
  constructor(
    private readonly search: FaqSearch,
    private readonly thresholds: Thresholds = DEFAULT_THRESHOLDS,
  ) {}

  decide(message: string, context: ConversationContext = {}): Decision {
    const normalized = normalize(message);
    const talk = smallTalk(normalized);
    if (talk) return { kind: 'small-talk', smallTalk: talk };
    const hits = this.search.search(message);
    if (!context.previousQuestion || !looksLikeFollowUp(normalized))
      return this.decisionFor(hits, false);
    // A short message may lean on the last question ("how much does it cost?" after fitting):
    // read it both ways and keep the reading that accounts for more of it, context on a tie.
    const withContext = this.search.search(`${context.previousQuestion} ${message}`);
    // Coverage, not confidence: a longer combined text scores higher in BM25 whatever it means.
    const useContext = (withContext[0]?.coverage ?? 0) >= (hits[0]?.coverage ?? 0);
    return useContext ? this.decisionFor(withContext, true) : this.decisionFor(hits, false);
  }

  private decisionFor(hits: SearchHit[], followUp: boolean): Decision {
    const [best, ...rest] = hits;
    if (best && best.confidence >= this.thresholds.confident) {
      return { kind: 'confident', hit: best, related: [], followUp };
    }
    if (best && best.confidence >= this.thresholds.unsure) {
      return {
        kind: 'unsure',
        hit: best,
        related: rest.slice(0, 2).map((hit) => hit.faq),
        followUp,
      };
    }
    return {
      kind: 'none',
      nearest: hits.slice(0, 3).map((hit) => hit.faq),
      score: best?.confidence ?? null,
    };
  }
}

function looksLikeFollowUp(normalized: string): boolean {
  return (
    FOLLOW_UP_START.test(normalized.trim()) || analyze(normalized).length <= MAX_FOLLOW_UP_TERMS
  );
}
