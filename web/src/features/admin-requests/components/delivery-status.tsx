import type { HandoffDelivery } from '@caddie/contracts';

/** What became of the helpdesk webhook's delivery: nothing shows without a webhook. */
export function DeliveryStatus({ delivery }: { delivery: HandoffDelivery | null }) {
  if (!delivery) return null;
  if (delivery.state === 'delivered') {
    return <p className="mt-1 text-sm text-slate-600">Sent to the helpdesk.</p>;
  }
  if (delivery.state === 'dead') {
    return (
      <p className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-800">
        Not sent to the helpdesk: {delivery.lastError ?? 'no answer'}, after {delivery.attempts}{' '}
        attempts. It will not be tried again: answer it by email from here.
      </p>
    );
  }
  return (
    <p className="mt-1 text-sm text-slate-600">
      {delivery.lastError
        ? `Not yet sent to the helpdesk (${delivery.lastError}); trying again.`
        : 'Being sent to the helpdesk.'}
    </p>
  );
}
