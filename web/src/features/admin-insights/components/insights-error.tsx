import { Button } from '../../../components/ui/button';

/** The request helper's errors start with the status; 401 means the session has ended. */
function adviceFor(error: Error): string {
  if (error.message.startsWith('401:')) {
    return 'Your session has ended. Reload the page and sign in again.';
  }
  return 'Check your connection and press Retry. If it keeps failing, try again in a few minutes.';
}

export function InsightsError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-md bg-red-50 p-4">
      <p className="text-red-800">Could not load the insights. {adviceFor(error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
