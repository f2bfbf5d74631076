import { ChartLine, Inbox, ListChecks } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';

const SECTIONS = [
  { to: '/admin', label: 'FAQ Management', Icon: ListChecks },
  { to: '/admin/insights', label: 'Insights', Icon: ChartLine },
  { to: '/admin/requests', label: 'Requests', Icon: Inbox },
] as const;

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex items-center gap-2 rounded-t-md border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
    isActive
      ? 'border-emerald-700 text-emerald-800'
      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
  );

/** The admin sections as links, so each has its own address; NavLink marks the current page. */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections" className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex gap-1">
        {SECTIONS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} end className={linkClasses}>
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
