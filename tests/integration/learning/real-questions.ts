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
