import { BackToChatLink } from './back-to-chat-link';

export function AdminDisabled() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 p-4">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">Admin Access Disabled</h1>
        <p className="mt-2 text-slate-600">
          Admin functionality is disabled. Contact the system administrator.
        </p>
        <div className="mt-4">
          <BackToChatLink />
        </div>
      </div>
    </main>
  );
}
