import { Button } from '../../../components/ui/button';
import { useAllFaqs } from '../api/get-all-faqs';
import { useLearnedPhrasings } from '../api/get-learned-phrasings';
import { useLearningReview } from '../api/get-learning-review';
import { learningModeText } from '../utils/learning-mode';
import { LearnedPhrasingItem } from './learned-phrasing-item';
import { PendingLearningGroup } from './pending-learning-group';

const SUBHEADING = 'mt-4 mb-2 font-semibold text-slate-900';

/**
 * What visitors taught the assistant by picking suggested FAQs: the messages waiting for the
 * admin's review, per FAQ, and the learned phrasings with where they came from.
 */
export function LearnedFromVisitors() {
  const review = useLearningReview();
  const learned = useLearnedPhrasings();
  const { data: faqs } = useAllFaqs();

  if (review.isPending || learned.isPending) {
    return (
      <p role="status" className="text-slate-600">
        Loading what visitors taught...
      </p>
    );
  }
  if (review.isError || learned.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-md bg-red-50 p-4">
        <p className="text-red-800">
          Could not load what visitors taught. Check your connection and press Retry.
        </p>
        <Button
          variant="secondary"
          onClick={() => void Promise.all([review.refetch(), learned.refetch()])}
        >
          Retry
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className="text-sm text-slate-600">{learningModeText(review.data.mode)}</p>
      <h3 className={SUBHEADING}>Waiting for review</h3>
      {review.data.faqs.length === 0 ? (
        <p className="text-slate-600">No visitor messages are waiting for review.</p>
      ) : (
        <ul aria-label="Waiting for review" className="flex flex-col gap-3">
          {review.data.faqs.map((group) => (
            <li key={group.faqId}>
              <PendingLearningGroup group={group} faqs={faqs} />
            </li>
          ))}
        </ul>
      )}
      <h3 className={SUBHEADING}>Learned phrasings</h3>
      {learned.data.length === 0 ? (
        <p className="text-slate-600">Nothing learned from visitors yet.</p>
      ) : (
        <ul aria-label="Learned phrasings" className="flex flex-col gap-3">
          {learned.data.map((phrasing) => (
            <li key={phrasing.id}>
              <LearnedPhrasingItem phrasing={phrasing} faqs={faqs} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
