/**
 * How customers type in a chat box, spelled out before anything else reads the text:
 * contractions, texting forms and common run-together words ("wheres" -> "where is").
 */
export const TEXTING_FORMS: Record<string, string> = {
  u: 'you',
  ur: 'your',
  youre: 'you are',
  r: 'are',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  thanx: 'thanks',
  ty: 'thank you',
  im: 'i am',
  ive: 'i have',
  id: 'i would',
  ill: 'i will',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  havent: 'have not',
  hasnt: 'has not',
  wheres: 'where is',
  whats: 'what is',
  hows: 'how is',
  whens: 'when is',
  thats: 'that is',
  theres: 'there is',
  theyre: 'they are',
  its: 'it is',
  'w/': 'with',
  'w/o': 'without',
  b4: 'before',
  '2day': 'today',
  '2morrow': 'tomorrow',
  tmrw: 'tomorrow',
  asap: 'quickly',
  abt: 'about',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  hrs: 'hours',
  mins: 'minutes',
  pics: 'pictures',
  pic: 'picture',
  info: 'information',
  intl: 'international',
  addr: 'address',
  acct: 'account',
  pw: 'password',
  pwd: 'password',
  msg: 'message',
  wat: 'what',
  wot: 'what',
  wats: 'what is',
  wen: 'when',
  shud: 'should',
  cud: 'could',
  wud: 'would',
  thru: 'through',
  wks: 'weeks',
  tonite: 'tonight',
  nite: 'night',
  ppl: 'people',
  kinda: 'kind of',
  lemme: 'let me',
  gimme: 'give me',
  rn: 'right now',
  diff: 'different',
  bak: 'back',
  n: 'and',
  '&': 'and',
  '+': 'and',
};

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
