import { useEffect, useRef } from 'react';
import { Button } from './button';

interface InlineConfirmationProps {
  /** The group's accessible name, e.g. "Confirm delete". */
  label: string;
  question: string;
  confirm: string;
  /** The confirm button's text while the action runs. */
  confirming: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A destructive action asked once more, where its button was: the question, the action and
 * Cancel, with focus on Cancel, the safe answer.
 */
export function InlineConfirmation({
  label,
  question,
  confirm,
  confirming,
  pending,
  onConfirm,
  onCancel,
}: InlineConfirmationProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-label={label}
      className="mt-3 flex flex-wrap items-center gap-3 rounded-md bg-red-50 p-3"
    >
      <p className="text-sm font-medium text-red-800">{question}</p>
      <Button variant="danger" disabled={pending} onClick={onConfirm}>
        {pending ? confirming : confirm}
      </Button>
      <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
