import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

export function BackToChatLink() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Chat
    </Link>
  );
}
