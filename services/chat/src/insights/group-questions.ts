import { analyze } from '@caddie/answer-engine';

/**
 * A visitor's question that the bot declined, that was voted not helpful, or whose unsure
 * answer the visitor passed over for one of the suggestions under it.
 */
export interface MissedQuestion {
  text: string;
  reason: 'declined' | 'not-helpful' | 'chose-suggestion';
  /** The FAQ whose answer fell short: voted not helpful, or passed over for a suggestion. */
  faqId: number | null;
  /** The suggested FAQ the visitor chose next (null: none), which is what they meant. */
  chosenFaqId: number | null;
  askedAt: Date;
}

export interface QuestionGroup {
  /** The most asked wording (the latest on a tie). */
  question: string;
  variants: string[];
  count: number;
  declined: number;
  notHelpful: number;
  lastAskedAt: Date;
  /** FAQs whose answers were voted not helpful or passed over for these questions. */
  unhelpfulFaqIds: Set<number>;
  /** The FAQ visitors chose most from the suggestions (the latest chosen on a tie). */
  chosenFaq: { faqId: number; count: number } | null;
}

/** Term sets this alike (Jaccard) are taken to ask the same thing. */
const SAME_MEANING = 0.75;
const MAX_VARIANTS = 3;

/**
 * Groups questions that mean the same thing: the answer engine's own analysis (stems,
 * synonyms folded, stop words dropped) gives each question a set of terms; equal sets are one
 * group, and groups whose sets are nearly equal are merged. Most asked first.
 */
export function groupQuestions(questions: readonly MissedQuestion[]): QuestionGroup[] {
  const byTerms = new Map<string, { terms: Set<string>; members: MissedQuestion[] }>();
  for (const question of questions) {
    const terms = new Set(analyze(question.text));
    const key =
      terms.size > 0 ? [...terms].sort().join(' ') : `text:${question.text.trim().toLowerCase()}`;
    const group = byTerms.get(key);
    if (group) group.members.push(question);
    else byTerms.set(key, { terms, members: [question] });
  }
  const merged: { terms: Set<string>; members: MissedQuestion[] }[] = [];
  const largestFirst = [...byTerms.values()].sort((a, b) => b.members.length - a.members.length);
  for (const group of largestFirst) {
    const same = merged.find((kept) => jaccard(kept.terms, group.terms) >= SAME_MEANING);
    if (same) same.members.push(...group.members);
    else merged.push({ terms: group.terms, members: [...group.members] });
  }
  return merged
    .map(({ members }) => summarise(members))
    .sort((a, b) => b.count - a.count || b.lastAskedAt.getTime() - a.lastAskedAt.getTime());
}

function summarise(members: MissedQuestion[]): QuestionGroup {
  const wordings = new Map<string, { text: string; count: number; last: number }>();
  for (const member of members) {
    // Case, punctuation and spacing do not make another wording; the latest form names it.
    const key = member.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    const wording = wordings.get(key) ?? { text: member.text.trim(), count: 0, last: 0 };
    wording.count += 1;
    if (member.askedAt.getTime() >= wording.last) {
      wording.last = member.askedAt.getTime();
      wording.text = member.text.trim();
    }
    wordings.set(key, wording);
  }
  const [first, ...others] = [...wordings.values()].sort(
    (a, b) => b.count - a.count || b.last - a.last,
  );
  return {
    question: first.text,
    variants: others.slice(0, MAX_VARIANTS).map((wording) => wording.text),
    count: members.length,
    declined: members.filter((member) => member.reason === 'declined').length,
    notHelpful: members.filter((member) => member.reason === 'not-helpful').length,
    lastAskedAt: new Date(Math.max(...members.map((member) => member.askedAt.getTime()))),
    unhelpfulFaqIds: new Set(
      members.flatMap((member) => (member.faqId !== null ? [member.faqId] : [])),
    ),
    chosenFaq: mostChosen(members),
  };
}

function mostChosen(members: MissedQuestion[]): QuestionGroup['chosenFaq'] {
  const chosen = new Map<number, { faqId: number; count: number; last: number }>();
  for (const { chosenFaqId, askedAt } of members) {
    if (chosenFaqId === null) continue;
    const faq = chosen.get(chosenFaqId) ?? { faqId: chosenFaqId, count: 0, last: 0 };
    faq.count += 1;
    faq.last = Math.max(faq.last, askedAt.getTime());
    chosen.set(chosenFaqId, faq);
  }
  const [first] = [...chosen.values()].sort((a, b) => b.count - a.count || b.last - a.last);
  return first ? { faqId: first.faqId, count: first.count } : null;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}
