/** The texts of an FAQ that are embedded: its question, its phrasings and its answer. */
export interface FaqTexts {
  id: number;
  question: string;
  answer: string;
  phrasings?: string[];
}

/** A distinct text and the FAQs it belongs to (FAQs may share an answer). */
export interface SharedText {
  text: string;
  faqIds: number[];
}

/** Each distinct non-blank text of the FAQs once, so none is embedded or stored twice. */
export function faqTextsOf(faqs: FaqTexts[]): SharedText[] {
  const byText = new Map<string, number[]>();
  for (const { id, question, answer, phrasings } of faqs)
    for (const text of [question, ...(phrasings ?? []), answer]) {
      if (!text.trim()) continue;
      const ids = byText.get(text);
      if (!ids) byText.set(text, [id]);
      else if (ids.at(-1) !== id) ids.push(id);
    }
  return [...byText].map(([text, faqIds]) => ({ text, faqIds }));
}
