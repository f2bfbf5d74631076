// @ts-check
// `npm run eval -- --topic-floor`: the cosine from which a decline whose words found nothing
// names FAQs near in meaning (answers/topics-by-meaning.ts). Over the in-scope messages that
// such a decline meets on dev data only (the shops' dev halves, and HINT3's training
// sentences after each intent's first three, the half a warm start replays; HINT3's test sets
// are not read), it counts how often the right FAQ is among the three named at each floor, and
// picks the highest floor that keeps 95% of what no floor finds.
'use strict';
const { answerPolicy } = require('./evaluate');
const { hint3Available, hint3WarmSets } = require('./hint3-sets');
const { shopSets } = require('./shop-sets');
const { mixed, splitForWarmStart } = require('./warm-start');

const FLOORS = [0, 0.3, 0.4, 0.5, 0.6, 0.7];
/** The share of the right FAQs found at no floor that the chosen floor keeps. */
const KEPT = 0.95;
/** As many as a decline names. */
const TOPICS = 3;

/**
 * The dev sets, each with the messages it is read on.
 * @returns {{ set: import('./evaluate').EvalSet; queries: import('./evaluate').Query[] }[]}
 */
function devSets() {
  const shops = shopSets('dev').map((set) => ({ set, queries: set.queries }));
  const hint3 = hint3Available()
    ? hint3WarmSets().map((set) => ({
        set,
        queries: splitForWarmStart(mixed(set.replay)).replay,
      }))
    : [];
  return [...shops, ...hint3];
}

function chooseTopicFloor() {
  const { AnswerEngine, FaqSearch, decisionAmong, useTrade } = require('@caddie/answer-engine');
  /** @type {number[]} */
  const found = FLOORS.map(() => 0);
  let bare = 0;
  for (const { set, queries } of devSets()) {
    useTrade(set.trade ?? 'none');
    const policy = answerPolicy();
    const search = new FaqSearch(set.faqs, policy.searchWeights);
    const engine = new AnswerEngine(search, policy);
    for (const { query, relevant } of queries) {
      if (relevant.length === 0) continue;
      // The decision of the words alone, before any FAQ is named by meaning.
      const byWords = decisionAmong(engine.candidatesOf(query), false, policy.thresholds);
      if (byWords.kind !== 'none' || byWords.nearest.length > 0) continue;
      bare += 1;
      FLOORS.forEach((floor, i) => {
        const named = search.nearestInMeaning(query, TOPICS, floor);
        if (named.some((faq) => relevant.includes(faq.id))) found[i] += 1;
      });
    }
  }
  console.log(`In-scope messages a decline with no button meets (dev data): ${bare}`);
  FLOORS.forEach((floor, i) =>
    console.log(`  cosine ${floor.toFixed(1)}: the right FAQ among those named ${found[i]}`),
  );
  const chosen = FLOORS.filter((_, i) => found[i] >= KEPT * found[0]).pop();
  console.log(`  the highest floor that keeps ${KEPT * 100}% of them: ${chosen}`);
}

module.exports = { chooseTopicFloor };
