import { Link } from 'react-router-dom';

export function ChatHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3">
        <div>
          <h1 className="text-lg font-semibold text-slate-900">Golf Shop Support</h1>
          <p className="text-sm text-slate-600">Chat with {__PRODUCT_NAME__}, our assistant</p>
        </div>
        <Link
          to="/admin"
          className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          Admin
        </Link>
      </div>
    </header>
  );
}
