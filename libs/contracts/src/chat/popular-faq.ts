/**
 * An FAQ of the chat page's "Popular questions:": those visitors' conversations were answered
 * with or picked most lately, the shop's own order until there is traffic.
 */
export interface PopularFaq {
  id: number;
  question: string;
}
