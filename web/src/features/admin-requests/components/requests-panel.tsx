import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useHandoffs } from '../api/get-handoffs';
import { RequestCard } from './request-card';

/** /admin/requests: the questions visitors left for the team, newest first, a page at a time. */
export function RequestsPanel() {
  const [showDone, setShowDone] = useState(false);
  const handoffs = useHandoffs(showDone ? 'done' : 'open');
  const requests = handoffs.data?.pages.flatMap((page) => page.requests) ?? [];
  return (
    <section aria-labelledby="requests-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="requests-heading" className="text-2xl font-bold text-slate-900">
          Requests
        </h2>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={showDone}
            onChange={(event) => setShowDone(event.target.checked)}
          />
          Show done
        </label>
      </div>
      {handoffs.isPending ? (
        <p role="status" className="text-slate-600">
          Loading requests...
        </p>
      ) : handoffs.isError && requests.length === 0 ? (
        <p role="alert" className="text-red-700">
          The requests could not be loaded. Reload the page to try again.
        </p>
      ) : requests.length === 0 ? (
        <p className="text-slate-600">
          {showDone
            ? 'No request is marked done.'
            : 'No open requests: nobody is waiting for the team.'}
        </p>
      ) : (
        <>
          <ul className="space-y-3">
            {requests.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </ul>
          {handoffs.isFetchNextPageError ? (
            <p role="alert" className="mt-3 text-red-700">
              More requests could not be loaded. Try Show more again.
            </p>
          ) : null}
          {handoffs.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-4"
              disabled={handoffs.isFetchingNextPage}
              onClick={() => void handoffs.fetchNextPage()}
            >
              {handoffs.isFetchingNextPage ? 'Loading more...' : 'Show more'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
