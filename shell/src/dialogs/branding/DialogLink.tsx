import type { ReactNode } from 'react';
import { Link } from '@arena/ui';

/** A text link inside a dialog that runs an action (opens another dialog, changes step). */
export function DialogLink({ onClick, children, testId }: { onClick: () => void; children: ReactNode; testId?: string }) {
  return (
    <Link as="button" type="button" color="arena.accent" fontSize="sm" onClick={onClick} data-testid={testId}>
      {children}
    </Link>
  );
}
