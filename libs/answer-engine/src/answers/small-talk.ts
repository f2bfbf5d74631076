import { normalize } from '../language/texting-forms';

/** Messages that need no FAQ: answered at once, without the index. */
export type SmallTalk = 'greeting' | 'thanks' | 'goodbye' | 'bot' | 'human';

/** Who visitors talk to, as small talk reads it (the shop profile's assistant). */
export interface AssistantIdentity {
  /** "hi caddie": what visitors may call the assistant. */
  names: string[];
  /** "do you play golf": what visitors may ask whether the assistant likes, not an FAQ's topic. */
  interests: string[];
}

/** A message, normalised (texting forms spelled out), to the small talk it is, if any. */
export type ReadSmallTalk = (normalizedText: string) => SmallTalk | undefined;

const END = String.raw`[\s!.,?:)(]*$`;

const HUMAN =
  /\b(talk|speak|chat)\s+(to|with)\s+(a\s+|an\s+|some\s*one\s*)?(real\s+)?(human|person|agent|someone|representative|people|operator)\b|\blive\s+(agent|person|chat)\b|\breal\s+person\b|\bhuman\s+please\b/;
const BOT =
  /\b(are|r)\s+(you|u)\s+(a\s+)?(bot|robot|real|human|ai|person|machine)\b|\b(is\s+this|am\s+i\s+(talking|chatting)\s+(to|with))\s+(a\s+)?(real\s+)?(bot|robot|human|person|ai|machine)\b/;
const THANKS = new RegExp(
  String.raw`^((ok(ay)?|great|perfect|awesome|cool|brilliant|nice)\s+)?(thanks|thank\s+(you|u)|thx|ty|cheers|much\s+appreciated|appreciate\s+it)(\s+(so\s+much|a\s+lot|very\s+much|again))?` +
    END,
);
const GOODBYE = new RegExp(
  String.raw`^(ok(ay)?\s+)?(bye+|goodbye|good\s+bye|see\s+(ya|you)|cya|later|that\s+is\s+all|thats\s+all|have\s+a\s+(good|nice|great)\s+(day|one|evening))` +
    END,
);

/** The words as a message reads them, as alternatives of a regular expression. */
function alternatives(words: string[]): string {
  return words
    .map((word) =>
      normalize(word)
        .trim()
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('|');
}

/**
 * Questions about the assistant itself: its name, maker, tastes. A shared word ("name",
 * "made", "play") would otherwise lead to an unrelated FAQ.
 */
function aboutItself(interests: string[]): RegExp {
  const tastes = interests.length
    ? String.raw`|(do|d)\s+(you|u)\s+(like|love|play|enjoy)\s+(${alternatives(interests)})`
    : '';
  return new RegExp(
    String.raw`^((so|and|but)\s+)?(what\s+is\s+(your|ur)\s+name|who\s+(are|r)\s+(you|u)|what\s+(are|r)\s+(you|u)|who\s+(made|built|created|programmed|designed|wrote|owns)\s+(you|u)${tastes})` +
      END,
  );
}

function greeting(names: string[]): RegExp {
  const addressed = ['there|all|team', ...(names.length ? [alternatives(names)] : [])].join('|');
  return new RegExp(
    String.raw`^(hi+|hello+|hey+|hiya|howdy|yo|sup|greetings|good\s+(morning|afternoon|evening|day))(\s+(${addressed}))?` +
      END,
  );
}

/** Small talk as the assistant hears it: its names and its tastes are the shop's. */
export function smallTalkReader({ names, interests }: AssistantIdentity): ReadSmallTalk {
  const patterns: [SmallTalk, RegExp][] = [
    // "Are you a real person?" asks what the assistant is; its reply says how to reach one.
    ['bot', BOT],
    ['human', HUMAN],
    ['bot', aboutItself(interests)],
    ['greeting', greeting(names)],
    ['thanks', THANKS],
    ['goodbye', GOODBYE],
  ];
  return (normalizedText) => {
    const text = normalizedText.trim();
    return patterns.find(([, pattern]) => pattern.test(text))?.[0];
  };
}
