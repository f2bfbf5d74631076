import GENERIC from './vocabulary/synonyms.json';
import GOLF from './vocabulary/trades/golf.json';

/**
 * Words that mean the same thing to a shop's customers. Each group maps to one canonical term,
 * applied to FAQs and questions alike, so "send back" finds the return policy. Phrases are
 * matched before words. Forms are separated by | (a table is easier to read and review that
 * way than as arrays).
 *
 * vocabulary/synonyms.json holds what any retailer's customers say (returns, shipping,
 * payment...). A trade's own words (vocabulary/trades/, e.g. golf: "flat stick" is a putter)
 * are added only for a shop in that trade: "iron" is a club to a golfer and an appliance to a
 * kitchenware shop.
 */
export const TRADES = ['none', 'golf'] as const;
export type Trade = (typeof TRADES)[number];

type Groups = Record<string, string[]>;

const parse = (groups: Record<string, string>): Groups =>
  Object.fromEntries(
    Object.entries(groups).map(([canonical, forms]) => [canonical, forms.split('|')]),
  );

const GENERIC_GROUPS = parse(GENERIC);
const TRADE_GROUPS: Record<Trade, Groups> = { none: {}, golf: parse(GOLF) };

/** A trade's groups added to the generic ones; a group both name gets the forms of both. */
function merged(trade: Trade): Groups {
  const groups = { ...GENERIC_GROUPS };
  for (const [canonical, forms] of Object.entries(TRADE_GROUPS[trade]))
    groups[canonical] = [...(groups[canonical] ?? []), ...forms];
  return groups;
}

let current: { trade: Trade; groups: Groups } = { trade: 'none', groups: GENERIC_GROUPS };

/** The synonym groups in use: the generic ones and those of the shop's trade. */
export function synonymGroups(): Groups {
  return current.groups;
}

/**
 * Sets the shop's trade for every analysis from now on (the chat service serves one shop; the
 * evaluation switches between shops). Indexes built before keep the terms they were built with,
 * so build after setting it.
 */
export function useTrade(trade: Trade): void {
  if (trade !== current.trade) current = { trade, groups: merged(trade) };
}
