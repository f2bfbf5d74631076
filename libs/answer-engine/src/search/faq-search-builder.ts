import { createHash } from 'node:crypto';
import { analyze, readText } from '../language/analyze';
import { Spelling } from '../language/spelling';
import { CharGramIndex } from './indexes/char-gram-index';
import { contentWords } from '../language/content-words';
import type { SearchableFaq } from './faq-text';
import { FaqTexts } from './storage/faq-texts';
import { IntList } from './storage/int-list';
import { Sliced, pauseDue } from '../slices/sliced';
import { TermDocuments, TermIndex, TermIndexOptions } from './indexes/term-index';
import { TermSet, Vocabulary } from './indexes/vocabulary';
import { DIMENSIONS, WordVectors, toBytes } from './indexes/word-vectors';
import { wordingOf } from '../language/wording';
import { questionKinds } from '../language/question-kinds';

/** One way of asking an FAQ's question: the question itself or one of its phrasings. */
export interface Entry {
  /** The FAQ's number in the index's FaqTexts. */
  faq: number;
  /** Its terms: a set kept by the index's vocabulary. */
  questionTerms: TermSet;
  /** One set per FAQ, shared by its entries. */
  answerTerms: TermSet;
  /** The answer's plain words (readText, in SearchParts.words), one set per FAQ likewise. */
  answerWords: TermSet;
  /** This way of asking's own plain words, in SearchParts.words. */
  questionWords: TermSet;
  /** What this way of asking asks for (questionKinds). */
  kinds: number;
  /** Where the FAQ's entries are in the list (they are consecutive). */
  forms: { first: number; count: number };
  /** A visitor's message learned for the FAQ (LearnedMessage.id), not the shop's wording. */
  learnedId?: number;
}

/** What a FaqSearch searches, all of it made from the FAQs at once. */
export interface SearchParts {
  vocabulary: Vocabulary;
  /** The FAQs' plain words (readText), no synonyms folded, counted by FAQ as terms are. */
  words: Vocabulary;
  /** By entry id: the index into this list. */
  entries: Entry[];
  termIndex: TermIndex;
  gramIndex: CharGramIndex;
  spelling: Spelling;
  /** By entry: the meaning of its question (WordVectors), DIMENSIONS bytes each (toBytes). */
  meanings: Int8Array;
  /** By plain word (SearchParts.words): its word vector, of unit length, or zeros. */
  wordMeanings: Float32Array;
  texts: FaqTexts;
  /** By FAQ number: FAQs with the same answer share its number here. */
  answerGroups: Int32Array;
  /** FAQ numbers in the order of their ids, for lookup by id. */
  byId: Int32Array;
  /** A learned message's wording (wordingOf) -> its entry, when only one FAQ learned it. */
  learnedWordings: Map<string, number>;
}

/**
 * Builds a FaqSearch's parts from the FAQs a page at a time: each FAQ is analysed, its text
 * compressed and its words learnt as it is added, so a page can be let go once added. At
 * 90,000 FAQs the whole list held during a rebuild was 55 MB of the chat service's heap.
 */
export class FaqSearchBuilder {
  private readonly vocabulary = new Vocabulary();
  private readonly words = new Vocabulary();
  private readonly texts = new FaqTexts();
  private readonly entries: Entry[] = [];
  /** By entry: its way of asking, for the letter grams and meanings. */
  private readonly forms: string[] = [];
  private readonly answerGroups = new IntList();
  /** A digest of each answer seen (not the answer: that would keep every answer's text). */
  private readonly groupOfAnswer = new Map<string, number>();
  // The term lists (as the vocabulary's numbers) feed the index once; entries keep only sets
  // of them.
  private readonly documents = new TermDocuments();
  private readonly spelling: Spelling;
  /** A plain word's stem -> the first word the FAQs spelled it with (for its word vector). */
  private readonly wordForms = new Map<string, string>();
  /** By learned wording: its entry, or -1 once two FAQs learned it (it then says nothing). */
  private readonly learnedWordings = new Map<string, number>();

  constructor() {
    this.spelling = new Spelling([], knownTo(this.vocabulary));
  }

  *add(faqs: SearchableFaq[]): Sliced<void> {
    const { vocabulary, words, entries, documents } = this;
    for (const [count, { id, question, answer, phrasings, learned = [] }] of faqs.entries()) {
      const faq = this.texts.add({ id, question, answer });
      this.answerGroups.push(this.groupOf(answer, faq));
      const answerRead = readText(answer, this.wordForms);
      const answerTerms = vocabulary.numbersOf(answerRead.terms);
      const own = [question, ...(phrasings ?? [])];
      const ownRead = own.map((text) => readText(text, this.wordForms));
      const forms = [...own, ...learned.map((message) => message.text)];
      const formReads = [...ownRead, ...learned.map((message) => readText(message.text))];
      const formTerms = formReads.map((read) => vocabulary.numbersOf(read.terms));
      // Term statistics are the shop's: what visitors taught does not make a word common.
      vocabulary.countFaq([answerTerms, ...formTerms.slice(0, own.length)]);
      const answerSet = vocabulary.setOf(answerTerms);
      const answerWords = words.numbersOf(answerRead.words);
      words.countFaq([answerWords, ...ownRead.map((read) => words.numbersOf(read.words))]);
      const answerWordSet = words.setOf(answerWords);
      const answerList = documents.lists.add(answerTerms);
      const range = { first: entries.length, count: forms.length };
      forms.forEach((form, i) => {
        const learnedId = i < own.length ? undefined : learned[i - own.length].id;
        if (learnedId !== undefined) this.noteLearnedWording(form, entries.length, faq);
        const questionList = documents.lists.add(formTerms[i]);
        documents.add(entries.length, questionList, answerList, learnedId !== undefined);
        this.forms.push(form);
        entries.push({
          faq,
          questionTerms: vocabulary.setOf(formTerms[i]),
          answerTerms: answerSet,
          answerWords: answerWordSet,
          questionWords: words.setOf(words.numbersOf(formReads[i].words)),
          kinds: questionKinds(formReads[i].normalized),
          forms: range,
          ...(learnedId === undefined ? {} : { learnedId }),
        });
      });
      yield* this.spelling.learn([question, answer, ...(phrasings ?? [])]);
      if (pauseDue(count)) yield;
    }
  }

  *finish(termOptions: TermIndexOptions): Sliced<SearchParts> {
    const { vocabulary, words, entries, forms, texts } = this;
    texts.seal();
    this.groupOfAnswer.clear(); // all FAQs are added
    const termIndex = yield* TermIndex.building(this.documents, vocabulary, termOptions);
    const gramIndex = yield* CharGramIndex.building(
      forms.map((text, id) => ({ id, text, evidenceOnly: entries[id].learnedId !== undefined })),
    );
    const vectors = WordVectors.shared();
    const meanings = new Int8Array(entries.length * DIMENSIONS);
    for (const [id, form] of forms.entries()) {
      const meaning = vectors.embed(contentWords(form));
      if (meaning) meanings.set(toBytes(meaning), id * DIMENSIONS);
      if (pauseDue(id)) yield;
    }
    const wordMeanings = new Float32Array(words.size * DIMENSIONS);
    for (const [stemmed, word] of this.wordForms) {
      const id = words.faqIdOf(stemmed);
      const vector = id === undefined ? undefined : vectors.vectorOf(word);
      if (vector) wordMeanings.set(vector, (id as number) * DIMENSIONS);
    }
    this.wordForms.clear();
    const numbers = Int32Array.from({ length: texts.count }, (_, faq) => faq);
    return {
      vocabulary,
      words,
      entries,
      termIndex,
      gramIndex,
      spelling: this.spelling,
      meanings,
      wordMeanings,
      texts,
      answerGroups: this.answerGroups.array.slice(0, this.answerGroups.length),
      byId: numbers.sort((a, b) => texts.idOf(a) - texts.idOf(b)),
      learnedWordings: new Map([...this.learnedWordings].filter(([, entry]) => entry >= 0)),
    };
  }

  private noteLearnedWording(text: string, entry: number, faq: number): void {
    const wording = wordingOf(text);
    const known = this.learnedWordings.get(wording);
    if (known === undefined) this.learnedWordings.set(wording, entry);
    else if (known >= 0 && this.entries[known].faq !== faq) this.learnedWordings.set(wording, -1);
  }

  /** The first FAQ with this answer: FAQs that share an answer are one group. */
  private groupOf(answer: string, faq: number): number {
    const digest = createHash('sha256').update(answer).digest('base64');
    const group = this.groupOfAnswer.get(digest);
    if (group !== undefined) return group;
    this.groupOfAnswer.set(digest, faq);
    return faq;
  }
}

/**
 * Whether an FAQ uses every term of a word (a word only visitors taught is still corrected).
 * Made here, not in a build method: a closure there would keep the build's whole scope (every
 * FAQ's term lists) alive for as long as the index.
 */
function knownTo(vocabulary: Vocabulary): (word: string) => boolean {
  return (word) => analyze(word).every((term) => vocabulary.faqIdOf(term) !== undefined);
}
