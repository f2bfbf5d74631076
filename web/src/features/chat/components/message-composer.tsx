import { SendHorizontal } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';

interface MessageComposerProps {
  onSend: (text: string) => boolean;
  isPending: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

export function MessageComposer({ onSend, isPending, inputRef }: MessageComposerProps) {
  const [text, setText] = useState('');
  const canSend = text.trim() !== '' && !isPending;

  const submit = () => {
    if (!canSend || !onSend(text)) return;
    setText('');
    inputRef.current?.focus();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter keeps the browser's new line; an IME composition owns its own Enter.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={handleSubmit} className="flex items-end gap-2 border-t border-slate-200 p-4">
      <textarea
        ref={inputRef}
        aria-label="Message"
        placeholder='Type your question below in "message..."'
        rows={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        className="field-sizing-content max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700"
      />
      <button
        type="submit"
        aria-label="Send message"
        disabled={!canSend}
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <SendHorizontal className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}
