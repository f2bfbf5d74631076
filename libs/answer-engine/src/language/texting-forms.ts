import FORMS from './vocabulary/texting-forms.json';

/**
 * How customers type in a chat box, spelled out before anything else reads the text:
 * contractions, texting forms and common run-together words ("wheres" -> "where is"), from
 * vocabulary/texting-forms.json.
 */
export const TEXTING_FORMS: Record<string, string> = FORMS;

/** Lower case, unicode folded, apostrophes dropped ("don't" -> "dont"), texting forms spelled out. */
export function normalize(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´']/g, '');
  return folded
    .split(/\s+/)
    .map((word) => {
      const bare = word.replace(/^[^\w&+/]+|[^\w/]+$/g, '');
      const spelled = Object.hasOwn(TEXTING_FORMS, bare) ? TEXTING_FORMS[bare] : undefined;
      return spelled ? word.replace(bare, spelled) : word;
    })
    .join(' ');
}
