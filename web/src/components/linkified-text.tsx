import { linkify } from '../lib/linkify';

interface LinkifiedTextProps {
  text: string;
  className?: string;
}

/** Text as text (never HTML), with URLs and domains as links that open in a new tab. */
export function LinkifiedText({ text, className }: LinkifiedTextProps) {
  return (
    <p className={className}>
      {linkify(text).map((segment, index) =>
        segment.type === 'link' ? (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all underline underline-offset-2 hover:no-underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
          >
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
