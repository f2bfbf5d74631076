import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

interface ToggleButtonProps {
  open: boolean;
  onToggle: (open: boolean) => void;
  controls: string;
  primary?: boolean;
  children: ReactNode;
}

/** A toolbar button that opens and closes one form. */
export function ToggleButton({ open, onToggle, controls, primary, children }: ToggleButtonProps) {
  return (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={() => onToggle(!open)}
    >
      {children}
    </Button>
  );
}
