import { distance } from 'fastest-levenshtein';
import { Sliced, pauseDue, runNow } from '../slices/sliced';
import { englishWords } from './english-words';
import { STOP_WORDS } from './stop-words';
import { synonymGroups } from './synonyms';
import { normalize } from './texting-forms';

const WORD = /[a-z]+(?:-[a-z]+)*/g;
/** Shorter words are left alone: one edit turns too many of them into another real word. */
const MIN_LENGTH = 4;

/**
 * Corrects a message's misspelt words to the words the FAQs (and the synonym table) use, before
 * stemming: "excahnge", "lesons", "gift crad", "pre-ownd". Stemmed and folded, a typo no longer
 * resembles its word ("fitings" -> "fite", "fittings" -> "fit"), so the index's own fuzzy
 * matching cannot find it. One edit or one swap of neighbouring letters, looked up through each
 * word's single-letter deletions (symmetric delete), so a lookup costs a few map reads however
 * large the vocabulary. A candidate that makes a synonym phrase with the word before or after
 * it wins ("secnd hand" is "second hand", not "send hand"); otherwise the most used word.
 */
export class Spelling {
  private readonly frequency = new Map<string, number>();
  private readonly byDeletion = new Map<string, string[]>();
  private readonly english = englishWords();
  /** Each pair of neighbouring words in the synonym table's phrases, as "first second". */
  private readonly phrasePairs = phrasePairs();

  /**
   * @param texts what the FAQs say: their words are what a typo is corrected to.
   * @param isKnownTerm whether the index already knows a word in another form ("carts").
   */
  constructor(
    texts: Iterable<string>,
    private readonly isKnownTerm: (word: string) => boolean = () => false,
  ) {
    runNow(this.learn([...Object.values(synonymGroups()).flat(), ...texts]));
  }

  /**
   * The texts' words, counted; a word seen for the first time is filed by its deletions. In
   * slices (see runInSlices), for an index built a page at a time.
   */
  *learn(texts: Iterable<string>): Sliced<void> {
    let count = 0;
    for (const text of texts) {
      for (const word of normalize(text).match(WORD) ?? []) {
        const frequency = this.frequency.get(word);
        this.frequency.set(word, (frequency ?? 0) + 1);
        if (frequency === undefined && word.length >= MIN_LENGTH - 1) {
          for (const key of deletions(word)) {
            const list = this.byDeletion.get(key);
            if (list) list.push(word);
            else this.byDeletion.set(key, [word]);
          }
        }
      }
      if (pauseDue(count++)) yield;
    }
  }

  /** The text, normalised, with each unknown word replaced by the word it is a typo of. */
  correct(text: string): string {
    const normalized = normalize(text);
    const words = normalized.match(WORD) ?? [];
    let at = 0;
    return normalized.replace(WORD, (word) => {
      const before = words[at - 1];
      const after = words[at + 1];
      at += 1;
      return this.correctWord(word, before, after);
    });
  }

  private correctWord(word: string, before?: string, after?: string): string {
    if (
      word.length < MIN_LENGTH ||
      this.frequency.has(word) ||
      STOP_WORDS.has(word) ||
      this.english.has(word) ||
      this.isKnownTerm(word)
    )
      return word;
    let best = word;
    let bestRank = 0;
    for (const key of deletions(word)) {
      for (const candidate of this.byDeletion.get(key) ?? []) {
        const inPhrase =
          this.phrasePairs.has(`${before} ${candidate}`) ||
          this.phrasePairs.has(`${candidate} ${after}`);
        const rank = this.frequency.get(candidate)! + (inPhrase ? PHRASE_RANK : 0);
        if (rank > bestRank && isOneEditFrom(word, candidate)) {
          best = candidate;
          bestRank = rank;
        }
      }
    }
    return best;
  }
}

/** Above any word's frequency: completing a phrase outranks being common. */
const PHRASE_RANK = Number.MAX_SAFE_INTEGER / 2;

function phrasePairs(): Set<string> {
  const pairs = new Set<string>();
  for (const form of Object.values(synonymGroups()).flat()) {
    const words = normalize(form).match(WORD) ?? [];
    for (let i = 1; i < words.length; i += 1) pairs.add(`${words[i - 1]} ${words[i]}`);
  }
  return pairs;
}

/** The word and each form of it with one letter left out. */
function deletions(word: string): string[] {
  const forms = [word];
  for (let i = 0; i < word.length; i += 1) forms.push(word.slice(0, i) + word.slice(i + 1));
  return forms;
}

/** One letter added, left out or changed, or two neighbouring letters swapped. */
function isOneEditFrom(typo: string, word: string): boolean {
  if (distance(typo, word) <= 1) return true;
  if (typo.length !== word.length) return false;
  const differ = [...typo].flatMap((letter, i) => (letter === word[i] ? [] : [i]));
  return (
    differ.length === 2 &&
    differ[1] === differ[0] + 1 &&
    typo[differ[0]] === word[differ[1]] &&
    typo[differ[1]] === word[differ[0]]
  );
}
