import type { Thresholds } from '../answers/answer-engine';
import type { ProbabilityModel } from '../answers/answer-probability';
import type { ReplyTexts } from '../answers/reply-texts';
import type { AssistantIdentity } from '../answers/small-talk';
import type { Trade } from '../language/synonyms';
import type { SearchWeights } from '../search/search-weights';

/**
 * The shop's assistant: what visitors call it and may ask about it (small talk), what it says
 * in its own words, and who a language model is told to be when it rewords an answer.
 */
export interface ShopAssistant extends AssistantIdentity {
  /** Completes "You are ..." in the language model's instructions (LLM_BASE_URL). */
  persona: string;
  replies: ReplyTexts;
}

/**
 * Everything the answer engine knows of one shop but its FAQs. A profile file holds the shop's
 * own part (contact, trade, assistant); the tuned numbers (weights, bands, probability model)
 * are the engine's fitted ones unless the file sets some of them (parseShopProfile).
 */
export interface ShopProfile {
  /** How a visitor reaches a person, named when the assistant cannot answer. */
  supportContact: string;
  vocabulary: {
    /** The shop's trade, whose own words join the generic synonyms (language/synonyms.ts). */
    trade: Trade;
    /**
     * Words that point elsewhere for this shop's visitors, beside the generic ones
     * (language/elsewhere.ts): the other companies they name, such as the local supermarkets.
     */
    elsewhere: string[];
  };
  assistant: ShopAssistant;
  searchWeights: SearchWeights;
  thresholds: Thresholds;
  answerProbability: ProbabilityModel;
}
