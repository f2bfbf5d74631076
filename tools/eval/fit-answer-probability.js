#!/usr/bin/env node
// @ts-check
// `npm run eval -- --fit`: fits the answer engine's probability model, P(a candidate FAQ is
// the one the visitor means), on dev data only, and prints what it does held out. Two stages:
//  1. The shop's own evidence (every feature but the learned ones) on the dev halves of the
//     cold-start shops and of the demo shop with and without its phrasings, each set
//     weighing the same. Printed leave one shop out: each shop scored by a model fitted on the
//     others, with the bands swept over those held-out probabilities.
//  2. What learned messages add (the learned features, on top of stage 1's logit) on warm
//     replays: each shop's dev half and the demo shop's split in two (one half replayed as
//     clicking visitors, the other scored), and HINT3's training sentences likewise (the
//     sentences after each intent's first three, split in two; HINT3's test sets are never
//     read here). Repetitive real traffic is what learning is for, and only HINT3's training
//     sentences are real traffic here.
// Neither stage reads the newest shops (NEWEST_SHOPS): held out of every fit, they choose the
// unsure band. `-- --write` writes the model fitted on all the rest to libs/answer-engine/src/
// answers/answer-probability.json (the engine's own; a shop profile may set other
// coefficients); `-- --write-learned` refits only stage 2 there, on the shipped stage 1. The
// bands (thresholds.json) are chosen from the sweep by the rules in docs/answer-engine.md.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { fitLogistic } = require('./logistic-regression');
const { answerPolicy, engineAnswerer, meanOf, replyOf: replyOfDecision } = require('./evaluate');
const { golfSet } = require('./golf-set');
const { hint3Available, hint3WarmSets } = require('./hint3-sets');
const { NEWEST_SHOPS, shopSets } = require('./shop-sets');
const { mixed, splitForWarmStart, warmAnswerer } = require('./warm-start');

const ROOT = path.resolve(__dirname, '../..');
const ANSWERS = path.join(ROOT, 'libs/answer-engine/src/answers');
const engineApi = () => require('@caddie/answer-engine');

/**
 * @typedef {import('@caddie/answer-engine').Candidate} Candidate
 * @typedef {import('@caddie/answer-engine').Decision} Decision
 * @typedef {import('@caddie/answer-engine').Feature} Feature
 * @typedef {import('@caddie/answer-engine').ProbabilityModel} ProbabilityModel
 * @typedef {import('@caddie/answer-engine').Thresholds} Thresholds
 * @typedef {import('./evaluate').EvalSet} EvalSet
 * @typedef {import('./evaluate').Query} Query
 * @typedef {import('./evaluate').Reply} Reply
 * @typedef {Record<Feature, number>} Features
 */

/**
 * A query with its candidates' features (casesOf).
 * @typedef {{
 *   set: string;
 *   group: string;
 *   relevant: Query['relevant'];
 *   talk: import('@caddie/answer-engine').SmallTalk | undefined;
 *   hits: Candidate[];
 *   features: Features[];
 *   taught: (Features | null)[];
 * }} Case
 * @typedef {(item: Case) => import('@caddie/answer-engine').Reading[]} Readings
 */

/**
 * Features whose sign is known: a message word no FAQ uses, or one this FAQ lacks, never makes
 * the FAQ likelier. The ranking's confidence already counts them, so a fit may want them
 * positive to undo that on its sets; held at zero instead, a small shop (where every lead is
 * large) cannot be answered for words it does not know.
 */
const NEVER_POSITIVE = ['unknown', 'missing'];

/**
 * Each query of a set with its candidates' features, computed once; with `replay`, after those
 * messages were replayed as clicking visitors (warm-start.js), so learned messages weigh in.
 * @param {EvalSet} set
 * @param {string} group
 * @param {Query[]} [replay]
 * @returns {Case[]}
 */
function casesOf(set, group, replay) {
  const { featuresOf, normalize, smallTalkReader } = engineApi();
  const smallTalk = smallTalkReader(answerPolicy().assistant);
  const answerer = replay ? warmAnswerer(set, replay).answer : engineAnswerer(set);
  return set.queries.map(({ query, relevant }) => {
    const talk = smallTalk(normalize(query));
    const hits = talk && talk !== 'human' ? [] : answerer.engine.candidatesOf(query);
    const features = hits.map((_, i) => featuresOf(hits, i));
    const taught = hits.map((hit, i) => (hit.learned ? featuresOf(hits, i, true) : null));
    return { set: set.name, group, relevant, talk, hits, features, taught };
  });
}

/**
 * Rows for the fit: every candidate of every case (read through its own words, or with
 * `taught` through a learned message, where it has one), each set weighing the same.
 * @param {Case[]} cases
 * @param {Feature[]} names
 * @param {{ taught?: boolean; offsetOf?: (features: Features) => number }} [options]
 * @returns {Parameters<typeof fitLogistic>[0]}
 */
function rowsOf(cases, names, { taught = false, offsetOf = () => 0 } = {}) {
  /** @type {Map<string, number>} */
  const queries = new Map();
  for (const item of cases) queries.set(item.set, (queries.get(item.set) ?? 0) + 1);
  return cases.flatMap((item) =>
    item.hits.flatMap((hit, i) => {
      const features = taught ? item.taught[i] : item.features[i];
      if (!features) return [];
      return [
        {
          x: names.map((name) => features[name]),
          y: item.relevant.includes(hit.faq.id) ? 1 : 0,
          weight: 1 / /** @type {number} */ (queries.get(item.set)),
          offset: offsetOf(features),
        },
      ];
    }),
  );
}

/**
 * Stage 1: the shop's own evidence, signs held where they are known.
 * @param {Case[]} cases
 * @returns {Pick<ProbabilityModel, 'intercept' | 'coefficients'>}
 */
function fitBase(cases) {
  const { FEATURES, LEARNED_FEATURES } = engineApi();
  let names = FEATURES.filter((name) => !LEARNED_FEATURES.includes(name));
  for (;;) {
    const { intercept, coefficients } = fitLogistic(rowsOf(cases, names));
    const wrongSign = names.filter(
      (name, j) => NEVER_POSITIVE.includes(name) && coefficients[j] > 0,
    );
    if (wrongSign.length === 0) {
      const fitted = Object.fromEntries(names.map((name, j) => [name, coefficients[j]]));
      return {
        intercept,
        coefficients: /** @type {Features} */ (
          Object.fromEntries(FEATURES.map((name) => [name, fitted[name] ?? 0]))
        ),
      };
    }
    names = names.filter((name) => !wrongSign.includes(name));
  }
}

/**
 * Stage 2: what the learned features add to a base model's logit, on the taught readings.
 * @param {Pick<ProbabilityModel, 'intercept' | 'coefficients'>} base
 * @param {Case[]} warmCases
 * @returns {ProbabilityModel}
 */
function fitLearned(base, warmCases) {
  const { LEARNED_FEATURES, logitOf } = engineApi();
  // logitOf reads only the intercept and coefficients.
  const offsetOf = (/** @type {Features} */ features) =>
    logitOf(features, /** @type {ProbabilityModel} */ (base));
  const rows = rowsOf(warmCases, LEARNED_FEATURES, { taught: true, offsetOf });
  const { coefficients } = fitLogistic(rows, { intercept: false });
  const learned = Object.fromEntries(LEARNED_FEATURES.map((name, j) => [name, coefficients[j]]));
  return { ...base, coefficients: { ...base.coefficients, ...learned }, taughtOffset: 0 };
}

/**
 * What the engine would reply to a case with these readings and bands.
 * @param {Case} item
 * @param {import('@caddie/answer-engine').Reading[]} readings
 * @param {Thresholds} thresholds
 * @returns {Reply}
 */
function replyOf(item, readings, thresholds) {
  const { decisionAmong } = engineApi();
  if (item.talk && item.talk !== 'human') return { id: null, suggestions: [] };
  const candidates = item.hits
    .map((hit, i) => {
      const { probability, throughLearned, ownProbability } = readings[i];
      return { ...hit, probability, ...(throughLearned ? { ownProbability } : {}) };
    })
    .sort((a, b) => b.probability - a.probability);
  // Only ranked candidates: small talk was read before.
  const decision = /** @type {Exclude<Decision, { kind: 'small-talk' }>} */ (
    decisionAmong(candidates, false, thresholds)
  );
  if (item.talk === 'human' && decision.kind !== 'confident') return { id: null, suggestions: [] };
  return replyOfDecision(decision);
}

/**
 * @param {Case[]} cases
 * @param {Readings} readingsOf
 * @param {Thresholds} thresholds
 */
function scoreOf(cases, readingsOf, thresholds) {
  const counts = { inScope: 0, correct: 0, wrong: 0, oneClick: 0, outOfScope: 0, declined: 0 };
  let buttons = 0;
  for (const item of cases) {
    const { id, suggestions } = replyOf(item, readingsOf(item), thresholds);
    buttons += suggestions.length;
    if (item.relevant.length === 0) {
      counts.outOfScope += 1;
      if (id === null) counts.declined += 1;
      continue;
    }
    counts.inScope += 1;
    const right = id !== null && item.relevant.includes(id);
    if (right) counts.correct += 1;
    else if (id !== null) counts.wrong += 1;
    if (right || suggestions.some((faq) => item.relevant.includes(faq))) counts.oneClick += 1;
  }
  return {
    inScopeCount: counts.inScope,
    outOfScopeCount: counts.outOfScope,
    inScope: counts.correct / counts.inScope,
    wrongFaq: counts.wrong / counts.inScope,
    oneClick: counts.oneClick / counts.inScope,
    decline: counts.outOfScope ? counts.declined / counts.outOfScope : NaN,
    buttons: buttons / cases.length,
  };
}

/** @typedef {ReturnType<typeof scoreOf>} Score */

const pct = (/** @type {number} */ value) =>
  Number.isNaN(value) ? '     - ' : `${(value * 100).toFixed(1).padStart(6)}%`;
const rates = (/** @type {Score} */ result) =>
  `${[result.inScope, result.wrongFaq, result.oneClick, result.decline].map(pct).join('')}  ${result.buttons.toFixed(2)}`;
const meanRates = (/** @type {Score[]} */ results) => ({
  ...meanOf(results.map((result) => ({ ...result, p50: 0, p99: 0 }))),
  inScopeCount: results.reduce((sum, result) => sum + result.inScopeCount, 0),
  outOfScopeCount: results.reduce((sum, result) => sum + result.outOfScopeCount, 0),
  buttons: results.reduce((sum, result) => sum + result.buttons, 0) / results.length,
});

/** The wrong answers a new shop may see: the held-out mean's one-sided 90% upper bound. */
const WRONG_TARGET = 0.05;
/** Likewise for the out-of-scope messages it answers (the acceptance's 10%). */
const OUT_OF_SCOPE_TARGET = 0.1;
const Z_90 = 1.2816;

/**
 * The held-out mean of wrong answers over the shops, and its upper bound. Choosing the band
 * whose mean just meets the target lands over it on unseen messages about half the time, and
 * more, since the choice itself favours a lucky sample: the bound asks for the target to hold
 * with room for the sampling error of the shops' in-scope messages.
 * @param {Score[]} scores
 */
function wrongBoundOf(scores) {
  const n = scores.reduce((sum, score) => sum + score.inScopeCount, 0);
  const mean = scores.reduce((sum, score) => sum + score.wrongFaq, 0) / scores.length;
  return upperBound(mean, n);
}

/**
 * The same bound on the out-of-scope messages answered: thirty a dev half, so their mean alone
 * promises fewer than the test halves then give.
 * @param {Score[]} scores
 */
function outOfScopeBoundOf(scores) {
  const n = scores.reduce((sum, score) => sum + score.outOfScopeCount, 0);
  const mean = scores.reduce((sum, score) => sum + (1 - score.decline), 0) / scores.length;
  return upperBound(mean, n);
}

/**
 * @param {number} mean
 * @param {number} n
 */
function upperBound(mean, n) {
  return mean + Z_90 * Math.sqrt((mean * (1 - mean)) / n);
}

/**
 * The unsure band: the lowest whose bounds on wrong answers and on out-of-scope messages
 * answered are within their targets on the newest shops' dev halves (NEWEST_SHOPS), scored by
 * the model as shipped, which was fitted without them. Held out of the fit is not enough: the
 * shops the engine was built on, held out of the model's fit, promised 4% wrong at the band
 * they chose, and their test halves gave 7%.
 * @param {{ name: string; cases: Case[] }[]} newest
 * @param {Thresholds} current
 */
function chooseUnsure(newest, current) {
  const shipped = probabilitiesUnder(engineApi().ANSWER_PROBABILITY);
  console.log(`\nThe newest shops (${NEWEST_SHOPS.join(', ')}), by the model as shipped`);
  let chosen;
  for (let unsure = 0.6; unsure <= 0.801; unsure += 0.01) {
    const scores = newest.map((entry) => scoreOf(entry.cases, shipped, { ...current, unsure }));
    const bound = wrongBoundOf(scores);
    const outOfScope = outOfScopeBoundOf(scores);
    console.log(
      `  unsure ${unsure.toFixed(2)}                    shops ${rates(meanRates(scores))} (wrong <= ${pct(bound)}, out of scope answered <= ${pct(outOfScope)})`,
    );
    if (chosen === undefined && bound <= WRONG_TARGET && outOfScope <= OUT_OF_SCOPE_TARGET)
      chosen = unsure.toFixed(2);
  }
  console.log(
    `  the lowest unsure whose bounds are within ${pct(WRONG_TARGET)} wrong and ${pct(OUT_OF_SCOPE_TARGET)} out of scope answered: ${chosen}\n`,
  );
}

/**
 * Probability of each candidate under a model, as the engine works it out.
 * @param {ProbabilityModel} model
 * @returns {Readings}
 */
function probabilitiesUnder(model) {
  const { readingsOf } = engineApi();
  return (item) => readingsOf(item.hits, model);
}

/**
 * The taught readings' offset: the one of most answers on the warm halves, held out, that
 * makes no figure of the blind shops' mean worse (their messages are varied on purpose: they
 * show what learning costs, not what it gains) and adds at most two points of wrong answers to
 * each other warm set (HINT3's training halves, the demo shop's): learning must not buy
 * answers with wrong ones. "Worse" is measured from cold, or from the most cautious offset
 * where even that is below cold: a loss learning has at its least weight is not the doing of
 * a larger weight.
 */
const WRONG_ALLOWED = { shops: 0, others: 0.02 };
/** The offsets tried, from learning at full weight to the most cautious. */
const TAUGHT_OFFSETS = [0, -0.5, -1, -1.5, -2, -2.5, -3];

/**
 * @param {ReturnType<typeof warmSets>} warm
 * @param {Map<string, ProbabilityModel>} models
 * @param {Thresholds} thresholds
 */
function chooseTaughtOffset(warm, models, thresholds) {
  const entries = [
    { name: 'shops', sets: warm.shops },
    ...warm.others.map((entry) => ({ name: entry.name, sets: [entry] })),
  ];
  let best = { offset: -Infinity, gain: 0 };
  console.log(
    'Learned messages: warm against cold answered / wrong (shops: / one click / declines), held out, by taught offset',
  );
  const sweep = TAUGHT_OFFSETS.map((offset) => {
    /** @type {Readings} */
    const probabilities = (item) =>
      probabilitiesUnder({
        .../** @type {ProbabilityModel} */ (models.get(item.group)),
        taughtOffset: offset,
      })(item);
    const deltas = entries.map(({ sets }) => {
      const mean = (/** @type {'cold' | 'cases'} */ key) =>
        meanRates(sets.map((entry) => scoreOf(entry[key], probabilities, thresholds)));
      const [cold, warmer] = [mean('cold'), mean('cases')];
      return {
        answered: warmer.inScope - cold.inScope,
        wrong: warmer.wrongFaq - cold.wrongFaq,
        oneClick: warmer.oneClick - cold.oneClick,
        // NaN where a set has no out-of-scope messages (HINT3's training sentences).
        declines: warmer.decline - cold.decline,
      };
    });
    return { offset, deltas };
  });
  const leastWeight = sweep[sweep.length - 1].deltas[0];
  /** @type {(key: 'answered' | 'oneClick' | 'declines') => number} */
  const floor = (key) => Math.min(0, leastWeight[key]);
  /** @type {(entry: number) => number} */
  const wrongAllowed = (entry) =>
    entry === 0 ? Math.max(WRONG_ALLOWED.shops, leastWeight.wrong) : WRONG_ALLOWED.others;
  for (const { offset, deltas } of sweep) {
    const gain = deltas.reduce((sum, delta) => sum + delta.answered, 0) / deltas.length;
    const safe = deltas.every(
      (delta, i) =>
        delta.wrong <= wrongAllowed(i) + 1e-9 &&
        (i > 0 ||
          /** @type {const} */ (['answered', 'oneClick', 'declines']).every(
            (key) => delta[key] >= floor(key) - 1e-9,
          )),
    );
    console.log(
      `  ${String(offset).padEnd(5)} ${deltas.map((d, i) => `${entries[i].name.slice(0, 18)} ${[d.answered, d.wrong, ...(i === 0 ? [d.oneClick, d.declines] : [])].map((x) => (100 * x).toFixed(1)).join(' / ')}`).join(' | ')}${safe ? '' : '  (costs a figure)'}`,
    );
    if (safe && gain > best.gain) best = { offset, gain };
  }
  if (best.offset === -Infinity) {
    // Learning then weighs as little as the sweep allows: the warm figures below show its cost.
    const cautious = TAUGHT_OFFSETS[TAUGHT_OFFSETS.length - 1];
    console.log(`  none keeps learning safe on every set; the most cautious: ${cautious}`);
    return cautious;
  }
  console.log(`  chosen: ${best.offset}`);
  return best.offset;
}

function coldSets() {
  const shops = shopSets('dev').map((set) => ({ set, group: set.key }));
  const demo = [golfSet('dev'), golfSet('dev', { withPhrasings: false })].map((set) => ({
    set,
    group: 'demo-golf',
  }));
  return [...shops, ...demo].map(({ set, group }) => ({
    name: set.name,
    group,
    shop: group !== 'demo-golf',
    cases: casesOf(set, group),
  }));
}

function warmSets() {
  /** @param {{ set: EvalSet; group: string; queries: Query[] }} warm */
  const split = ({ set, group, queries }) => {
    const { replay, scored } = splitForWarmStart(queries);
    const name = `${set.name}, warm`;
    const scoredSet = { ...set, name, queries: scored };
    const cold = casesOf({ ...scoredSet, name: `${set.name}, cold` }, group);
    return { name, group, cold, cases: casesOf(scoredSet, group, replay) };
  };
  const shops = shopSets('dev').map((set) => split({ set, group: set.key, queries: set.queries }));
  const demo = golfSet('dev', { withPhrasings: false });
  const hint3 = hint3Available()
    ? hint3WarmSets().map((set) =>
        split({
          set: { ...set, name: `${set.name} training` },
          group: set.key,
          queries: mixed(set.replay),
        }),
      )
    : [];
  return {
    shops,
    others: [split({ set: demo, group: 'demo-golf', queries: demo.queries }), ...hint3],
  };
}

function main() {
  const { buildIfStale } = require('../embedded/build-if-stale');
  buildIfStale(() => undefined);
  /** @type {Thresholds} */
  const current = require(path.join(ANSWERS, 'thresholds.json'));
  const cold = coldSets();
  const warm = warmSets();
  // The newest shops are never fitted on: they choose the unsure band, held out.
  const fitted = (/** @type {{ group: string }} */ entry) => !NEWEST_SHOPS.includes(entry.group);
  const allCold = cold.filter(fitted).flatMap((entry) => entry.cases);
  const allWarm = [...warm.shops, ...warm.others].filter(fitted).flatMap((entry) => entry.cases);
  const groups = [...new Set([...cold, ...warm.others].map((entry) => entry.group))];

  // Leave one shop out: each shop scored by a model fitted without it.
  /** @type {Map<string, ProbabilityModel>} */
  const heldOut = new Map();
  for (const group of groups) {
    const base = fitBase(allCold.filter((item) => item.group !== group));
    heldOut.set(
      group,
      fitLearned(
        base,
        allWarm.filter((item) => item.group !== group),
      ),
    );
  }
  const offset = chooseTaughtOffset(warm, heldOut, current);
  /** @type {Map<string, Readings>} */
  const heldOutProbabilities = new Map();
  for (const [group, model] of heldOut)
    heldOutProbabilities.set(group, probabilitiesUnder({ ...model, taughtOffset: offset }));
  /** @type {Readings} */
  const byGroup = (item) => /** @type {Readings} */ (heldOutProbabilities.get(item.group))(item);
  const shops = cold.filter((entry) => entry.shop);
  const demo = cold.filter((entry) => !entry.shop);
  /**
   * @param {string} label
   * @param {Thresholds} thresholds
   */
  const show = (label, thresholds, probabilities = byGroup) => {
    const score = (/** @type {{ cases: Case[] }} */ entry) =>
      scoreOf(entry.cases, probabilities, thresholds);
    const shopScores = shops.map(score);
    const bound = wrongBoundOf(shopScores);
    console.log(
      `  ${label.padEnd(30)} shops ${rates(meanRates(shopScores))} (wrong <= ${pct(bound)}) | demo ${demo.map((entry) => rates(score(entry))).join(' | ')}`,
    );
  };
  console.log('answered / wrong / 1-click / declines, buttons a reply');
  console.log('Leave one shop out (shops: mean of the shops | demo: with phrasings | without)');
  for (let unsure = 0.5; unsure <= 0.851; unsure += unsure >= 0.595 && unsure < 0.725 ? 0.01 : 0.05)
    show(`unsure ${unsure.toFixed(2)}`, { ...current, unsure });
  chooseUnsure(
    shops.filter((entry) => NEWEST_SHOPS.includes(entry.group)),
    current,
  );
  for (const minConfidence of [0, 0.2, 0.3, 0.35, 0.4, 0.45])
    show(`min confidence ${minConfidence}`, { ...current, minConfidence });
  for (const suggest of [0.002, 0.005, 0.01, 0.02])
    for (const related of [0.1, 0.3])
      show(`suggest ${suggest}, related ${related}`, { ...current, suggest, related });

  const base = fitBase(allCold);
  const model = { ...fitLearned(base, allWarm), taughtOffset: offset };
  const inSample = probabilitiesUnder(model);
  console.log('\nFitted on every set but the newest shops (the demo shop alone has phrasings)');
  for (let unsureManyWays = 0.35; unsureManyWays <= 0.751; unsureManyWays += 0.05)
    show(
      `unsure, many ways ${unsureManyWays.toFixed(2)}`,
      { ...current, unsureManyWays },
      inSample,
    );

  console.log(`\nWarm halves, cold against warm (bands ${JSON.stringify(current)})`);
  /**
   * @param {{ cold: Case[]; cases: Case[] }[]} entries
   * @param {Readings} probabilities
   */
  const warmLine = (entries, probabilities) => {
    const score = (/** @type {'cold' | 'cases'} */ key) =>
      meanRates(entries.map((entry) => scoreOf(entry[key], probabilities, current)));
    return `cold ${rates(score('cold'))} | warm ${rates(score('cases'))}`;
  };
  console.log(`  shops, held out              ${warmLine(warm.shops, byGroup)}`);
  for (const entry of warm.others)
    console.log(`  ${entry.name.padEnd(28)} ${warmLine([entry], byGroup)}`);
  console.log(`  shops, fitted on the rest    ${warmLine(warm.shops, inSample)}`);

  if (process.argv.includes('--write')) {
    writeModel(model, 'the model fitted on every set but the newest shops');
  } else if (process.argv.includes('--write-learned')) {
    // Stage 2 alone, on the shipped stage 1: what learned messages add, refitted on the warm
    // replays, while the shop's own evidence stays as the docs say it was chosen.
    const { ANSWER_PROBABILITY, LEARNED_FEATURES } = engineApi();
    const zero = Object.fromEntries(LEARNED_FEATURES.map((name) => [name, 0]));
    const shipped = {
      ...ANSWER_PROBABILITY,
      coefficients: { ...ANSWER_PROBABILITY.coefficients, ...zero },
    };
    const refitted = { ...fitLearned(shipped, allWarm), taughtOffset: offset };
    writeModel(refitted, 'the learned features refitted on the shipped model');
  }
}

/**
 * Writes the engine's own model and says which.
 * @param {ProbabilityModel} model
 * @param {string} what
 */
function writeModel(model, what) {
  fs.writeFileSync(
    path.join(ANSWERS, 'answer-probability.json'),
    `${JSON.stringify(model, null, 2)}\n`,
  );
  console.log(`\nWrote ${what}:`, JSON.stringify(model));
}

main();
