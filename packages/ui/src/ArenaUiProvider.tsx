import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { arenaSystem, arenaSystemWithoutGlobalCss } from './system';

/**
 * Chakra with Arena's system. `globalCss={false}` under a host that already renders the global CSS
 * (a remote inside the shell); the host, or a remote's dev harness standing in for it, keeps the default.
 */
export function ArenaUiProvider({ children, globalCss = true }: { children?: ReactNode; globalCss?: boolean }) {
  return <ChakraProvider value={globalCss ? arenaSystem() : arenaSystemWithoutGlobalCss()}>{children}</ChakraProvider>;
}
