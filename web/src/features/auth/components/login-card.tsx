import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { useLogin } from '../api/login';
import { BackToChatLink } from './back-to-chat-link';

export function LoginCard({ onSignedIn }: { onSignedIn: () => void }) {
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password.trim() || loginMutation.isPending) return;
    loginMutation.mutate(password, {
      onSuccess: ({ success }) => {
        if (!success) return void toast({ title: 'Invalid password', variant: 'destructive' });
        toast({ title: 'Login successful' });
        onSignedIn();
      },
      onError: () => toast({ title: 'Login failed', variant: 'destructive' }),
      onSettled: () => setPassword(''),
    });
  };

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 p-4">
      <form
        onSubmit={handleSubmit}
        aria-labelledby="admin-access-title"
        className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 id="admin-access-title" className="text-xl font-semibold text-slate-900">
          Admin Access
        </h1>
        <p className="mt-1 text-sm text-slate-600">Enter admin password to manage FAQs</p>
        <label htmlFor="admin-password" className="mt-5 block text-sm font-medium text-slate-800">
          Password
        </label>
        <input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-base focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-emerald-700"
        />
        <Button type="submit" disabled={loginMutation.isPending} className="mt-4 w-full">
          {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <BackToChatLink />
    </main>
  );
}
