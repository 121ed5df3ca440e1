import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { arenaSystem } from './system';

export function ArenaUiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={arenaSystem}>{children}</ChakraProvider>;
}
