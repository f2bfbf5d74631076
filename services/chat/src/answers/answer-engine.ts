import { analyze } from '../language/analyze';
import { normalize } from '../language/texting-forms';
import { FaqSearch, SearchHit } from '../search/faq-search';
import { FaqText } from '../search/faq-text';
import { SmallTalk, smallTalk } from './small-talk';

/** Where the confidence thresholds sit; chosen on dev halves only (docs/answer-engine.md). */
export interface Thresholds {
  /** At or above: answer with the FAQ, verbatim. */
  confident: number;
  /** At or above (and below confident): the best answer plus related questions. */
  unsure: number;
  /**
   * Below unsure but at or above leadFloor, a best FAQ that leads the runner-up by at least
   * lead is answered as unsure too. A lead means the same on any FAQ list: a shop whose FAQs
   * arrive without phrasings scores lower overall, but its right answer still stands out from
   * the next one, where an out-of-scope message matches several FAQs about equally. Only for
   * an answer asked one way: one with phrasings (or several FAQs) has been taught how customers
   * ask it, and its confidence already says so; there a lead is as often an out-of-scope
   * message brushing one phrasing (docs/answer-engine.md has the figures).
   */
  leadFloor: number;
  lead: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  confident: 0.75,
  unsure: 0.6,
  leadFloor: 0.35,
  lead: 0.2,
};

/** What the conversation said just before, for short follow-ups ("and internationally?"). */
export interface ConversationContext {
  previousQuestion?: string;
  previousFaqId?: number | null;
}

export type Decision =
  | { kind: 'small-talk'; smallTalk: SmallTalk }
  | { kind: 'confident' | 'unsure'; hit: SearchHit; related: FaqText[]; followUp: boolean }
  | { kind: 'none'; nearest: FaqText[]; score: number | null };

/**
 * Where a message splits into sentences and clauses. Customers wrap their question in a story
 * ("bought a rangefinder for my dad, he has one already. how many days do i have to bring it
 * back"); the story's words dilute how well the whole message matches, not the question's.
 * Conjunctions ("and", "but") do not split: as often as not they join the two halves of one
 * question.
 */
const CLAUSE_BREAK = /[,.;!?]+/;

const FOLLOW_UP_START = /^(and|also|what about|how about|what if|same for|but|or)\b/;
/** Words that stand for something said before. */
const POINTS_BACK = /\b(it|its|that|this|they|them|those|these|one|ones)\b/;
/** A message with this few content terms may lean on the previous question. */
const MAX_FOLLOW_UP_TERMS = 2;

/**
 * Decides how to answer one message: small talk without the index (a request for a person
 * may find the shop's own FAQ on it); otherwise the best FAQ, with a confidence band that
 * says whether to answer, answer with alternatives, or decline.
 */
export class AnswerEngine {
  constructor(
    private readonly search: FaqSearch,
    private readonly thresholds: Thresholds = DEFAULT_THRESHOLDS,
  ) {}

  decide(message: string, context: ConversationContext = {}): Decision {
    const normalized = normalize(message);
    const talk = smallTalk(normalized);
    if (talk && talk !== 'human') return { kind: 'small-talk', smallTalk: talk };
    const hits = this.searchByClause(message, normalized);
    if (talk === 'human') {
      // The shop's own FAQ on reaching a person (opening hours, phone, email) says more than
      // the configured contact line, which answers when no FAQ does so confidently.
      const decision = this.decisionFor(hits, false);
      return decision.kind === 'confident' ? decision : { kind: 'small-talk', smallTalk: talk };
    }
    if (!context.previousQuestion || !looksLikeFollowUp(normalized))
      return this.decisionFor(hits, false);
    // A short message may lean on the last question ("how much does it cost?" after fitting):
    // read it both ways and keep the reading that accounts for more of it, context on a tie.
    const withContext = this.moveOnFrom(
      this.search.search(`${context.previousQuestion} ${message}`),
      context.previousFaqId,
      hits,
    );
    // Coverage, not confidence: a longer combined text scores higher in BM25 whatever it means.
    // A pronoun ("how much does it cost?") points back outright, as long as the combined
    // reading finds an answer: its words alone may happen to be another FAQ's ("do you regrip
    // clubs, and how much does it cost?").
    const pointsBack =
      POINTS_BACK.test(normalized) && (withContext[0]?.confidence ?? 0) >= this.thresholds.unsure;
    const useContext = pointsBack || (withContext[0]?.coverage ?? 0) >= (hits[0]?.coverage ?? 0);
    return useContext ? this.decisionFor(withContext, true) : this.decisionFor(hits, false);
  }

  /**
   * The message's hits, the best as confident as it is for the message's most telling clause
   * when that clause alone finds the same FAQ: a clause that finds another FAQ is not trusted
   * on its own, as a story's clause can match an FAQ the question is not about.
   */
  private searchByClause(message: string, normalized: string): SearchHit[] {
    const hits = this.search.search(message);
    const [best, ...rest] = hits;
    const clauses = normalized.split(CLAUSE_BREAK).filter((clause) => clause.trim());
    if (!best || clauses.length < 2) return hits;
    let confidence = best.confidence;
    for (const clause of clauses) {
      const [top] = this.search.search(clause, 1);
      if (top?.faq.id === best.faq.id) confidence = Math.max(confidence, top.confidence);
    }
    return [{ ...best, confidence }, ...rest];
  }

  /**
   * A follow-up asks for more than the answer just given. Read with the previous question, that
   * answer often comes first again; if the message's own words do not lead to it but do lead
   * to the next one ("how much does it cost?" after fitting: the fitting-cost FAQ), the next
   * one goes first.
   */
  private moveOnFrom(
    hits: SearchHit[],
    previousFaqId: number | null | undefined,
    ownHits: SearchHit[],
  ): SearchHit[] {
    const [first, second, ...rest] = hits;
    if (first?.faq.id !== previousFaqId || !second) return hits;
    const ownWordsFind = (hit: SearchHit) =>
      ownHits.some((own) => own.faq.id === hit.faq.id && own.coverage > 0);
    const moveOn =
      !ownWordsFind(first) && ownWordsFind(second) && second.confidence >= this.thresholds.unsure;
    return moveOn ? [second, first, ...rest] : hits;
  }

  private leadsClearly([best, next]: SearchHit[]): boolean {
    const { leadFloor, lead } = this.thresholds;
    return (
      best.ways === 1 &&
      best.confidence >= leadFloor &&
      best.confidence - (next?.confidence ?? 0) >= lead
    );
  }

  private decisionFor(hits: SearchHit[], followUp: boolean): Decision {
    const [best, ...rest] = hits;
    if (best && best.confidence >= this.thresholds.confident) {
      return { kind: 'confident', hit: best, related: [], followUp };
    }
    if (best && (best.confidence >= this.thresholds.unsure || this.leadsClearly(hits))) {
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
