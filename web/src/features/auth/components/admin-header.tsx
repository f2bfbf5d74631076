import { LogOut } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useLogout } from '../api/logout';
import { BackToChatLink } from './back-to-chat-link';

export function AdminHeader({ onSignedOut }: { onSignedOut: () => void }) {
  const logoutMutation = useLogout();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3">
        <BackToChatLink />
        <Button
          variant="secondary"
          disabled={logoutMutation.isPending}
          onClick={() => logoutMutation.mutate(undefined, { onSettled: onSignedOut })}
        >
          <LogOut className="size-4" aria-hidden="true" />
          Logout
        </Button>
      </div>
    </header>
  );
}
