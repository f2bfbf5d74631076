/**
 * Questions a visitor of the demo shop might type that its FAQs answer only in part: the
 * engine is unsure of them or declines, and offers the FAQs most likely meant. Each test that
 * needs a real question takes its own list (what one test teaches, another cannot learn
 * again), and asks the first the engine still offers buttons for: its thresholds move as it
 * is tuned.
 */
export const REAL_QUESTIONS = {
  reviewAccepted: [
    'is there a discount for juniors',
    'do kids get cheaper clubs',
    'my stuff is broken',
  ],
  reviewVotes: ['how long does it take', 'club help', 'can i swap my driver'],
  auto: ['battery trolley', 'is the warranty transferable', 'do you price match online'],
};

/**
 * Questions the demo shop's FAQs answer in other words than their own, for the tests of
 * learning from a "helpful" vote; one list a test, as above.
 */
export const ANSWERED_QUESTIONS = {
  review: ['how long does delivery take', 'do you buy used clubs', 'do you ship overseas'],
  auto: [
    'can i get my clubs regripped',
    'how much is a fitting session',
    'what brands do you stock',
  ],
};
