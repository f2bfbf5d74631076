import { Injectable, Logger } from '@nestjs/common';
import {
  ChatModelEndpoint,
  ChatModelError,
  Decision,
  MAX_CHOICES,
  UnsureDecision,
  candidatesOf,
  choicePrompt,
  completeChat,
  decisionAfterChoice,
  isUnsure,
  parseChoice,
} from '@caddie/answer-engine';
import { ChatServiceConfig } from '../config/chat-service.config';
import { ChoiceOutcome, modelChoiceSeconds, modelChoices } from './model-choice.metrics';

/** "FAQ 12" or "none", with room for a model that adds a full stop. */
const MAX_TOKENS = 8;

/** The decision a reply is made from after the model was asked, and what the model did. */
export interface ModelChoice {
  decision: Decision;
  outcome: ChoiceOutcome;
}

/**
 * LLM_CHOOSE=on: for an unsure reply, the chat model picks which of the engine's candidates
 * answers the message, or none. It never writes the reply: the reply is the picked FAQ's
 * answer, or the decline. A late, failed or malformed answer leaves the engine's decision as
 * it was. A follow-up is not asked about: the model would see the message without the
 * question it follows, and nothing more of the conversation is sent.
 */
@Injectable()
export class CandidateChooser {
  private readonly logger = new Logger(CandidateChooser.name);

  constructor(private readonly config: ChatServiceConfig) {}

  /** Undefined when the model is not asked: off, or a sure answer, a decline or a follow-up. */
  async choose(message: string, decision: Decision): Promise<ModelChoice | undefined> {
    // LLM_CHOOSE=on is refused at boot without a chat model.
    const endpoint = this.config.LLM_CHOOSE === 'on' ? this.config.chatModelEndpoint : undefined;
    if (!endpoint || !isUnsure(decision) || decision.followUp) return undefined;
    const choice = await this.ask(endpoint, message, decision);
    modelChoices.inc({ outcome: choice.outcome });
    return choice;
  }

  private async ask(
    endpoint: ChatModelEndpoint,
    message: string,
    decision: UnsureDecision,
  ): Promise<ModelChoice> {
    const candidates = candidatesOf(decision).slice(0, MAX_CHOICES);
    const endTimer = modelChoiceSeconds.startTimer();
    try {
      const content = await completeChat(endpoint, choicePrompt(message, candidates), MAX_TOKENS);
      const pick = parseChoice(content, candidates.length);
      if (!pick) {
        throw new ChatModelError(
          'malformed',
          `the model answered ${JSON.stringify(content.slice(0, 40))}`,
        );
      }
      return {
        decision: decisionAfterChoice(decision, pick),
        outcome: pick === 'none' ? 'none' : 'chosen',
      };
    } catch (error) {
      const reason = error instanceof ChatModelError ? error.reason : 'error';
      this.logger.warn(
        `The model did not pick among the candidates, the engine's reply used: ${(error as Error).message}`,
      );
      return { decision, outcome: reason };
    } finally {
      endTimer();
    }
  }
}
