import { useState, type ReactNode } from 'react';
import { useAuthStatus } from '../api/get-auth-status';
import { AdminDisabled } from './admin-disabled';
import { AdminHeader } from './admin-header';
import { LoginCard } from './login-card';

/** Shows its children only to a signed-in administrator (SPEC "Admin screen"). */
export function AdminGate({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  // SPEC section 4: signed in when the status says so, or after a successful login.
  const [signedInHere, setSignedInHere] = useState(false);

  if (status.isPending) {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center text-slate-600">
        Loading...
      </div>
    );
  }
  if (status.data?.adminEnabled === false) return <AdminDisabled />;
  if (!status.data?.isAuthenticated && !signedInHere) {
    return <LoginCard onSignedIn={() => setSignedInHere(true)} />;
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <AdminHeader onSignedOut={() => setSignedInHere(false)} />
      <main className="mx-auto max-w-5xl px-4 py-6">{children}</main>
    </div>
  );
}
