import type { LearningMode } from '../types';

/** What happens to a visitor's pick, in the chat service's LEARNING mode. */
export function learningModeText(mode: LearningMode): string {
  switch (mode) {
    case 'review':
      return 'When a visitor picks a suggested FAQ, the message they typed before it waits here. Accept it and the assistant answers that message with the FAQ from then on; reject it and those words are not learned for that FAQ.';
    case 'auto':
      return 'Learning is automatic: a message is learned as soon as visitors pick an FAQ after typing it. Remove any that should not be; those visitors rated not helpful come back here for review.';
    case 'off':
      return 'Learning from visitors is off (LEARNING=off): their picks are not kept. Phrasings learned before still answer until you remove them.';
  }
}
