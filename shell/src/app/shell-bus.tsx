import { createContext, useContext, type ReactNode } from 'react';
import type { ArenaBus } from '@arena/contracts';
import { BusContext } from '@arena/bus';

const ShellBusContext = createContext<ArenaBus | null>(null);

/** The shell's bus: whole for the shell's own code, and what the shared packages' bus hooks read. */
export function ShellBusProvider({ bus, children }: { bus: ArenaBus; children: ReactNode }) {
  return (
    <ShellBusContext.Provider value={bus}>
      <BusContext.Provider value={bus}>{children}</BusContext.Provider>
    </ShellBusContext.Provider>
  );
}

/** The whole bus, for what only the shell does: start sessions, close dialogs, follow the event stream. */
export function useShellBus(): ArenaBus {
  const bus = useContext(ShellBusContext);
  if (!bus) throw new Error('useShellBus outside ShellBusProvider');
  return bus;
}
