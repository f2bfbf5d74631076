import { useAssistantName } from '../assistant-name';

const DOT_DELAYS = ['[animation-delay:-0.3s]', '[animation-delay:-0.15s]', ''];

export function TypingIndicator() {
  const assistant = useAssistantName();
  return (
    <div className="flex items-center gap-2 rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-4 py-2 text-sm text-slate-600 shadow-sm">
      <span>{`${assistant} is typing`}</span>
      <span className="flex gap-1" aria-hidden="true">
        {DOT_DELAYS.map((delay) => (
          <span
            key={delay}
            className={`size-1.5 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none ${delay}`}
          />
        ))}
      </span>
    </div>
  );
}
