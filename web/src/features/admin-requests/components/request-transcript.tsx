import { useHandoff } from '../api/get-handoff';

/** The conversation kept with a request, read from the server only once it is opened. */
export function RequestTranscript({ id, open }: { id: string; open: boolean }) {
  const request = useHandoff(id, open);
  if (!open) return null;
  if (request.isPending) {
    return (
      <p role="status" className="mt-2 text-slate-600">
        Loading the conversation...
      </p>
    );
  }
  if (request.isError) {
    return (
      <p role="alert" className="mt-2 text-red-700">
        The conversation could not be loaded. Reload the page to try again.
      </p>
    );
  }
  return (
    <ol className="mt-2 space-y-1">
      {request.data.transcript.map((line, index) => (
        <li key={index} className="whitespace-pre-wrap break-words text-slate-800">
          <span className="font-medium">{line.sender === 'bot' ? 'Assistant' : 'Visitor'}:</span>{' '}
          {line.text}
        </li>
      ))}
    </ol>
  );
}
