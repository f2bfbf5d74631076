/**
 * Words that say nothing about which FAQ is meant. Question words and negations stay out of
 * this list where they carry meaning ("not", "where" in "where is my order" is handled by a
 * synonym phrase before stop words are dropped).
 */
export const STOP_WORDS = new Set(
  (
    'a about above after again all am an and any are as at be been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers ' +
    'him his how i if in into is it itself just me more most my myself no nor of off on once only or other ' +
    'our ours out over own same she should so some such than that the their theirs them then there these they ' +
    'this those through to too under until up very was we were what when where which while who whom why will ' +
    'with would you your yours yourself also hi hello hey please thanks thank ok okay yes yeah want need like ' +
    'know tell question questions help get got guys one really still thing things im going way anything something ' +
    'else ever even much many lot may might must shall let us wondering wonder curious quick quickly ' +
    // conversational filler: common in chat messages, says nothing about the topic
    'take taking took accept put give make go come see look everyone anyone someone say says said ' +
    'guys guy stuff bit bits bunch kinda sorta basically actually literally right now ago last next ' +
    'week weeks month months day days today yesterday ' +
    'new old sure fine good great okay thing best way ' +
    // the people and occasions a story mentions in passing ("a gift card for my dad's birthday");
    // family words that pick an FAQ (son, wife) are synonyms instead
    'dad dads father fathers husband husbands brother brothers sister sisters friend friends ' +
    'buddy buddies mate mates uncle aunt grandpa grandfather grandma grandmother ' +
    'birthday christmas xmas anniversary ' +
    // interjections: how a message sounds, not what it asks
    'lol lmao haha hahaha omg wtf ugh hmm hmmm yay oops'
  ).split(' '),
);
