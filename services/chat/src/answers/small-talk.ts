import ASSISTANT from '../language/vocabulary/assistant.json';

/** Messages that need no FAQ: answered at once, without the index. */
export type SmallTalk = 'greeting' | 'thanks' | 'goodbye' | 'bot' | 'human';

const END = String.raw`[\s!.,?:)(]*$`;
/** "hi caddie": what visitors may call the assistant (language/vocabulary/assistant.json). */
const NAMES = ASSISTANT.names.map((name) => name.toLowerCase()).join('|');
const PATTERNS: [SmallTalk, RegExp][] = [
  [
    'human',
    /\b(talk|speak|chat)\s+(to|with)\s+(a\s+|an\s+|some\s*one\s*)?(real\s+)?(human|person|agent|someone|representative|people|operator)\b|\blive\s+(agent|person|chat)\b|\breal\s+person\b|\bhuman\s+please\b/,
  ],
  [
    'bot',
    /\b(are|r)\s+(you|u)\s+(a\s+)?(bot|robot|real|human|ai|person|machine)\b|\b(is\s+this|am\s+i\s+(talking|chatting)\s+(to|with))\s+(a\s+)?(bot|robot|human|person|ai|machine)\b/,
  ],
  [
    // Questions about the assistant itself: its name, maker, tastes. A shared word ("name",
    // "made", "play") would otherwise lead to an unrelated FAQ.
    'bot',
    new RegExp(
      String.raw`^((so|and|but)\s+)?(what\s+is\s+(your|ur)\s+name|who\s+(are|r)\s+(you|u)|what\s+(are|r)\s+(you|u)|who\s+(made|built|created|programmed|designed|wrote|owns)\s+(you|u)|(do|d)\s+(you|u)\s+(like|love|play|enjoy)\s+golf)` +
        END,
    ),
  ],
  [
    'greeting',
    new RegExp(
      String.raw`^(hi+|hello+|hey+|hiya|howdy|yo|sup|greetings|good\s+(morning|afternoon|evening|day))(\s+(there|all|team|${NAMES}))?` +
        END,
    ),
  ],
  [
    'thanks',
    new RegExp(
      String.raw`^((ok(ay)?|great|perfect|awesome|cool|brilliant|nice)\s+)?(thanks|thank\s+(you|u)|thx|ty|cheers|much\s+appreciated|appreciate\s+it)(\s+(so\s+much|a\s+lot|very\s+much|again))?` +
        END,
    ),
  ],
  [
    'goodbye',
    new RegExp(
      String.raw`^(ok(ay)?\s+)?(bye+|goodbye|good\s+bye|see\s+(ya|you)|cya|later|that\s+is\s+all|thats\s+all|have\s+a\s+(good|nice|great)\s+(day|one|evening))` +
        END,
    ),
  ],
];

export function smallTalk(normalizedText: string): SmallTalk | undefined {
  const text = normalizedText.trim();
  return PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
}
