import { analyze } from '../language/analyze';
import { elsewhereWords } from '../language/elsewhere';
import { normalize } from '../language/texting-forms';
import { FaqSearch } from '../search/faq-search';
import type { SearchHit } from '../search/search-hit';
import { AssistantIdentity, ReadSmallTalk, smallTalkReader } from './small-talk';
import { Candidate, Decision, decisionAmong, declineOffering } from './decision';
import { ProbabilityModel, readingsOf } from './answer-probability';
import type { MessageMeaning } from './message-meaning';
import { withMeaningSuggestions } from './meaning-suggestions';
import { withTopicsByMeaning } from './topics-by-meaning';
import THRESHOLDS from './thresholds.json';

/**
 * Where the bands sit on the probability that the best FAQ is the one meant
 * (answer-probability.ts); chosen on dev halves only (docs/answer-engine.md).
 */
export interface Thresholds {
  /** At or above: answer with the FAQ, verbatim. */
  confident: number;
  /** At or above (and below confident): the best answer, and the next likeliest as buttons. */
  unsure: number;
  /**
   * The same for an answer the shop has taught more than one way of asking (phrasings, or
   * several FAQs with one answer). Its probability is as calibrated as any, but such a shop
   * has said how its customers ask: a miss there costs less trust than a decline.
   */
  unsureManyWays: number;
  /**
   * No answer from a ranking confidence below this, however probable: among FAQs that have
   * nothing to do with a message, a weak match to one leads them all, and a model of leads
   * reads that as likely ("do you repair lawn mowers" and the one FAQ that says "repair").
   */
  minConfidence: number;
  /** An FAQ is offered as a button from this probability: nothing unrelated is offered. */
  suggest: number;
  /** A confident answer offers a runner-up as "Related" from this probability. */
  related: number;
  /** A fourth button when it is within this of the third. */
  close: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = THRESHOLDS;

/**
 * What the engine answers by (the shop profile's): the bands, the probability model and who the
 * assistant is for small talk.
 */
export interface AnswerPolicy {
  thresholds: Thresholds;
  answerProbability: ProbabilityModel;
  assistant: AssistantIdentity;
  /** The shop's own words that point elsewhere, beside the generic ones (language/elsewhere.ts). */
  vocabulary?: { elsewhere?: readonly string[] };
}

/** What the conversation said just before, for short follow-ups ("and internationally?"). */
export interface ConversationContext {
  previousQuestion?: string;
  previousFaqId?: number | null;
}

/** Candidates a message's probabilities are computed over: the buttons come from these. */
const CANDIDATES = 6;

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
 * may find the shop's own FAQ on it); otherwise the FAQ likeliest to be meant, answered when
 * that is probable enough, and the next likeliest offered as buttons.
 */
export class AnswerEngine {
  private readonly thresholds: Thresholds;
  private readonly model: ProbabilityModel;
  private readonly smallTalk: ReadSmallTalk;
  /** The shop profile's own words that point elsewhere (language/elsewhere.ts). */
  private readonly elsewhere: ReadonlySet<string>;

  constructor(
    private readonly search: FaqSearch,
    policy: AnswerPolicy,
  ) {
    this.thresholds = policy.thresholds;
    this.model = policy.answerProbability;
    this.smallTalk = smallTalkReader(policy.assistant);
    this.elsewhere = new Set(policy.vocabulary?.elsewhere);
  }

  /**
   * With `meaning` (an embedding model's, docs/answer-engine.md "Embeddings in the ranking"),
   * the cosine is a feature of each candidate's probability and the FAQs nearest in meaning join
   * the buttons; without it, a decline whose words found nothing names the FAQs the word vectors
   * put nearest (topics-by-meaning.ts).
   */
  decide(message: string, context: ConversationContext = {}, meaning?: MessageMeaning): Decision {
    const lexical = this.decideLexically(message, context, meaning);
    // An embedding model's nearest FAQs, when it answered, place a message better than the
    // word vectors do.
    return meaning
      ? withMeaningSuggestions(lexical, meaning)
      : withTopicsByMeaning(lexical, this.search, message);
  }

  private decideLexically(
    message: string,
    context: ConversationContext,
    meaning: MessageMeaning | undefined,
  ): Decision {
    const normalized = normalize(message);
    const talk = this.smallTalk(normalized);
    if (talk && talk !== 'human') return { kind: 'small-talk', smallTalk: talk };
    const candidates = this.candidatesOf(message, normalized, meaning);
    if (talk === 'human') {
      // The shop's own FAQ on reaching a person (opening hours, phone, email) says more than
      // the configured contact line, which answers when no FAQ does so confidently.
      const decision = this.decisionFor(candidates, false);
      return decision.kind === 'confident' ? decision : { kind: 'small-talk', smallTalk: talk };
    }
    // Asking for work, or about another company's service, in words none of the shop's FAQs
    // uses is not the shop's to answer, however well the other words match an FAQ ("how do i
    // reset my netflix password"): declined, with the likeliest FAQs still one click away.
    if (!candidates[0]?.repeated && this.pointsElsewhere(normalized))
      return declineOffering(candidates, this.thresholds);
    // A message whose own words no FAQ knows leans on the last question only when it says so
    // ("and ...?", "does it ..."): two unknown words are not a follow-up, whatever came before.
    const ownWordsKnown = candidates.some((candidate) => candidate.coverage > 0);
    const saysFollowUp = FOLLOW_UP_START.test(normalized.trim()) || POINTS_BACK.test(normalized);
    if (
      !context.previousQuestion ||
      !looksLikeFollowUp(normalized) ||
      (!ownWordsKnown && !saysFollowUp)
    )
      return this.decisionFor(candidates, false);
    // A short message may lean on the last question ("how much does it cost?" after fitting):
    // read it both ways and keep the reading that accounts for more of it, context on a tie.
    const withContext = this.moveOnFrom(
      this.ranked(
        this.search.search(`${context.previousQuestion} ${message}`, CANDIDATES),
        meaning,
      ),
      context.previousFaqId,
      candidates,
      meaning,
    );
    // Coverage, not confidence: a longer combined text scores higher in BM25 whatever it means.
    // A pronoun ("how much does it cost?") points back outright, as long as the combined
    // reading finds an answer: its words alone may happen to be another FAQ's ("do you regrip
    // clubs, and how much does it cost?").
    const pointsBack =
      POINTS_BACK.test(normalized) && (withContext[0]?.probability ?? 0) >= this.thresholds.unsure;
    const useContext =
      pointsBack || (withContext[0]?.coverage ?? 0) >= (candidates[0]?.coverage ?? 0);
    return useContext ? this.decisionFor(withContext, true) : this.decisionFor(candidates, false);
  }

  /** The message's candidate FAQs, likeliest first, each with its probability of being meant. */
  candidatesOf(
    message: string,
    normalized = normalize(message),
    meaning?: MessageMeaning,
  ): Candidate[] {
    const candidates = this.ranked(this.searchByClause(message, normalized), meaning);
    // The visitor's own wording, typed again after a visitor picked its FAQ: that pick says
    // what it means better than any score.
    const repeat = candidates.find((candidate) => candidate.repeated);
    if (!repeat) return candidates;
    const sure = {
      ...repeat,
      probability: Math.max(repeat.probability, this.thresholds.confident),
    };
    return [sure, ...candidates.filter((candidate) => candidate !== repeat)];
  }

  /**
   * What of a message to learn for the FAQ a visitor picked: the clause that finds that FAQ
   * best when the message has several ("bought it last week, how do i send it back" teaches
   * "how do i send it back"), so a story's other words do not come to stand for the FAQ.
   */
  tellingPart(message: string, faqId: number): string {
    const clauses = message.split(CLAUSE_BREAK).filter((clause) => analyze(clause).length > 0);
    if (clauses.length < 2) return message.trim();
    let best = { clause: message.trim(), confidence: -Infinity };
    for (const clause of clauses) {
      const hit = this.search.search(clause, CANDIDATES).find((found) => found.faq.id === faqId);
      if (hit && hit.confidence > best.confidence)
        best = { clause: clause.trim(), confidence: hit.confidence };
    }
    return best.clause;
  }

  /**
   * The message's hits, the best as confident as it is for the message's most telling clause
   * when that clause alone finds the same FAQ: a clause that finds another FAQ is not trusted
   * on its own, as a story's clause can match an FAQ the question is not about.
   */
  private searchByClause(message: string, normalized: string): SearchHit[] {
    const hits = this.search.search(message, CANDIDATES);
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
    candidates: Candidate[],
    previousFaqId: number | null | undefined,
    own: Candidate[],
    meaning: MessageMeaning | undefined,
  ): Candidate[] {
    const [first, ...rest] = candidates;
    if (first?.faq.id !== previousFaqId || rest.length === 0) return candidates;
    const ownWordsFind = (candidate: Candidate) =>
      own.some((hit) => hit.faq.id === candidate.faq.id && hit.coverage > 0);
    if (ownWordsFind(first)) return candidates;
    // Without the answer just given, how likely each other FAQ is.
    const [next, ...others] = this.ranked(rest, meaning);
    const moveOn = ownWordsFind(next) && next.probability >= this.thresholds.unsure;
    return moveOn ? [next, ...others, first] : candidates;
  }

  /** Whether the message asks for work or names another company in words the shop never uses. */
  private pointsElsewhere(normalized: string): boolean {
    return elsewhereWords(normalized, this.elsewhere).some((word) => !this.search.usesWord(word));
  }

  private decisionFor(candidates: Candidate[], followUp: boolean): Decision {
    return decisionAmong(candidates, followUp, this.thresholds);
  }

  /** The hits with their probabilities, likeliest first. */
  private ranked(hits: SearchHit[], meaning?: MessageMeaning): Candidate[] {
    const cosines = meaning && hits.map((hit) => meaning.cosineOf(hit.faq.id));
    const readings = readingsOf(hits, this.model, cosines);
    return hits
      .map((hit, i) => {
        const { probability, throughLearned, ownProbability } = readings[i];
        // A reply came through a learned message only when its reading was the likelier.
        const learnedId = throughLearned || hit.repeated ? hit.learnedId : undefined;
        const lifted = throughLearned ? { ownProbability } : {};
        return cosines
          ? { ...hit, learnedId, probability, ...lifted, cosine: cosines[i] }
          : { ...hit, learnedId, probability, ...lifted };
      })
      .sort((a, b) => b.probability - a.probability);
  }
}

function looksLikeFollowUp(normalized: string): boolean {
  return (
    FOLLOW_UP_START.test(normalized.trim()) || analyze(normalized).length <= MAX_FOLLOW_UP_TERMS
  );
}
