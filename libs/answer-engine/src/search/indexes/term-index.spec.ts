import MiniSearch from 'minisearch';
import { TermDocuments, TermIndex } from './term-index';
import { topK } from './top-k';
import { Vocabulary } from './vocabulary';

const DOCUMENTS = [
  { id: 1, questionTerms: ['return', 'polici'], answerTerms: ['return', 'unus', 'item', '30'] },
  { id: 2, questionTerms: ['ship', 'cost'], answerTerms: ['standard', 'ship', 'free', 'over'] },
  { id: 3, questionTerms: ['club', 'fit'], answerTerms: ['fit', 'launch', 'monitor', 'club'] },
  { id: 4, questionTerms: ['warranti', 'club'], answerTerms: ['manufactur', 'defect', 'two'] },
];
const OPTIONS = {
  questionBoost: 3,
  maxEdits: (term: string) => (term.length >= 5 ? 1 : 0),
  fuzzyWeight: 0.6,
  // MiniSearch's defaults, which this index must score as MiniSearch does.
  k1: 1.2,
  b: 0.7,
  delta: 0.5,
};

type TextDocument = { id: number; questionTerms: string[]; answerTerms: string[] };

/** An index of the documents, as TermIndex takes them: their terms numbered by a vocabulary. */
function indexOf(documents: TextDocument[]): TermIndex {
  const vocabulary = new Vocabulary();
  const numbered = new TermDocuments();
  for (const { id, questionTerms, answerTerms } of documents) {
    const { lists } = numbered;
    numbered.add(
      id,
      lists.add(vocabulary.numbersOf(questionTerms)),
      lists.add(vocabulary.numbersOf(answerTerms)),
    );
  }
  return new TermIndex(numbered, vocabulary, OPTIONS);
}

function numberedIndex(): TermIndex {
  return indexOf(DOCUMENTS);
}

describe('TermIndex', () => {
  it('scores as MiniSearch does with the same fields, boost and fuzzy rule', () => {
    const miniSearch = new MiniSearch({
      fields: ['question', 'answer'],
      tokenize: (t) => t.split(' '),
    });
    miniSearch.addAll(
      DOCUMENTS.map((d) => ({
        id: d.id,
        question: d.questionTerms.join(' '),
        answer: d.answerTerms.join(' '),
      })),
    );
    const query = ['club', 'warrenti', 'ship'];
    const expected = miniSearch.search(query.join(' '), {
      boost: { question: 3 },
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      weights: { fuzzy: 0.6, prefix: 0.3 },
    });
    const hits = numberedIndex().search(query, 10);
    expect(hits.map((hit) => hit.id)).toEqual(expected.map((result) => result.id));
    hits.forEach((hit, i) => {
      expect(hit.score).toBeCloseTo(expected[i].score, 6);
      expect(hit.queryTerms.sort()).toEqual([...expected[i].queryTerms].sort());
    });
  });

  it('returns only the best `limit` documents and leaves no state behind', () => {
    const index = numberedIndex();
    expect(index.search(['club'], 1)).toHaveLength(1);
    const first = index.search(['return'], 10);
    expect(index.search(['return'], 10)).toEqual(first);
    expect(index.search(['nothing'], 10)).toEqual([]);
  });

  it('matches terms with a digit exactly, never as a typo', () => {
    const index = indexOf([
      { id: 1, questionTerms: ['order', '12345'], answerTerms: ['track'] },
      { id: 2, questionTerms: ['model', 'p790s'], answerTerms: ['iron'] },
    ]);
    expect(index.search(['12345'], 10).map((hit) => hit.id)).toEqual([1]);
    expect(index.search(['12346'], 10)).toEqual([]);
    expect(index.search(['p790x'], 10)).toEqual([]);
    expect(index.search(['ordar'], 10).map((hit) => hit.id)).toEqual([1]);
  });
});

describe('topK', () => {
  it('picks the same items as a full sort', () => {
    const items = Array.from({ length: 200 }, (_, i) => i);
    const key = (i: number) => Math.sin(i * 12.9898) * 43758.5453;
    const sorted = [...items].sort((a, b) => key(b) - key(a));
    expect(topK(items, key, 7)).toEqual(sorted.slice(0, 7));
    expect(topK(items.slice(0, 3), key, 7)).toEqual(sorted.filter((i) => i < 3));
  });
});
