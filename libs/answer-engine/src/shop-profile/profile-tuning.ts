import { DEFAULT_THRESHOLDS, Thresholds } from '../answers/answer-engine';
import {
  ANSWER_PROBABILITY,
  FEATURES,
  MEANING_FEATURES,
  ProbabilityModel,
} from '../answers/answer-probability';
import { DEFAULT_SEARCH_WEIGHTS, SearchWeights } from '../search/search-weights';
import { NumberRule, ProfileChecks } from './profile-checks';

const SHARE: NumberRule = { min: 0, max: 1 };
const POSITIVE: NumberRule = { min: 0, aboveMin: true };
const COUNT: NumberRule = { min: 1, integer: true };
const ANY: NumberRule = {};

type NumberWeight = Exclude<keyof SearchWeights, 'otherPhrasingWeights'>;

/** What each search weight may be: counts are counts, shares are shares. */
const WEIGHT_RULES: Record<NumberWeight, NumberRule> = {
  questionBoost: POSITIVE,
  fuzzyWeight: SHARE,
  unknownTermWeight: { min: 0 },
  unknownSharePenalty: { min: 0 },
  candidates: COUNT,
  gramCandidates: COUNT,
  gramWeight: { min: 0 },
  askedShareFloor: SHARE,
  lengthBoost: { min: 0 },
  lengthBoostFrom: POSITIVE,
  meaningWeight: { min: 0 },
  meaningCentre: { min: -1, max: 1 },
  nearWordFloor: { min: 0, max: 0.95 },
  answerTermShare: SHARE,
  typoTermShare: SHARE,
  bm25K1: { min: 0 },
  bm25B: SHARE,
  bm25Delta: { min: 0 },
};

/** The named numbers a part of the profile sets, each checked by `ruleOf`; none but `names`. */
function numbersIn(
  check: ProfileChecks,
  value: unknown,
  path: string,
  names: readonly string[],
  ruleOf: (name: string) => NumberRule = () => ANY,
): Record<string, number> {
  const fields = check.object(value, path);
  check.onlyKnown(fields, `${path}.`, names);
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => names.includes(name))
      .map(([name, number]) => [name, check.number(number, `${path}.${name}`, ruleOf(name))]),
  );
}

/** The engine's fitted search weights, with those the profile sets. */
export function searchWeightsOf(check: ProfileChecks, value: unknown): SearchWeights {
  if (value === undefined) return DEFAULT_SEARCH_WEIGHTS;
  const path = 'searchWeights';
  const { otherPhrasingWeights, ...numbers } = check.object(value, path);
  // The list is read on its own below; naming it here keeps it a known field.
  const names = [...Object.keys(WEIGHT_RULES), 'otherPhrasingWeights'];
  const weights = {
    ...DEFAULT_SEARCH_WEIGHTS,
    ...numbersIn(check, numbers, path, names, (name) => WEIGHT_RULES[name as NumberWeight]),
  };
  if (otherPhrasingWeights === undefined) return weights;
  const list = `${path}.otherPhrasingWeights`;
  if (!Array.isArray(otherPhrasingWeights) || otherPhrasingWeights.length > 5) {
    check.problems.push(`${list} must be a list of at most 5 shares`);
    return weights;
  }
  const shares = otherPhrasingWeights.map((share, i) =>
    check.number(share, `${list}[${i}]`, SHARE),
  );
  return { ...weights, otherPhrasingWeights: shares };
}

/** The engine's bands, with those the profile sets: probabilities, in their order. */
export function thresholdsOf(check: ProfileChecks, value: unknown): Thresholds {
  if (value === undefined) return DEFAULT_THRESHOLDS;
  const names = Object.keys(DEFAULT_THRESHOLDS);
  const thresholds = {
    ...DEFAULT_THRESHOLDS,
    ...numbersIn(check, value, 'thresholds', names, () => SHARE),
  };
  for (const band of ['unsure', 'unsureManyWays'] as const)
    if (thresholds[band] > thresholds.confident)
      check.problems.push(`thresholds.${band} must not be above thresholds.confident`);
  return thresholds;
}

const MODEL_FIELDS = ['intercept', 'coefficients', 'meaning', 'taughtOffset'];

/** The engine's fitted probability model, with the numbers the profile sets. */
export function answerProbabilityOf(check: ProfileChecks, value: unknown): ProbabilityModel {
  if (value === undefined) return ANSWER_PROBABILITY;
  const path = 'answerProbability';
  const fields = check.object(value, path);
  check.onlyKnown(fields, `${path}.`, MODEL_FIELDS);
  const number = (name: 'intercept' | 'taughtOffset') =>
    fields[name] === undefined
      ? ANSWER_PROBABILITY[name]
      : check.number(fields[name], `${path}.${name}`);
  const set = (name: string, names: readonly string[]) =>
    fields[name] === undefined ? {} : numbersIn(check, fields[name], `${path}.${name}`, names);
  const meaning = { ...ANSWER_PROBABILITY.meaning, ...set('meaning', MEANING_FEATURES) };
  return {
    intercept: number('intercept'),
    coefficients: { ...ANSWER_PROBABILITY.coefficients, ...set('coefficients', FEATURES) },
    ...(Object.keys(meaning).length > 0 ? { meaning } : {}),
    taughtOffset: number('taughtOffset'),
  };
}
