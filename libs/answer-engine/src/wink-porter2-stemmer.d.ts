declare module 'wink-porter2-stemmer' {
  /** Porter 2 ("English") stem of one lower-case word. */
  export default function stem(word: string): string;
}
