import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { arenaEmotionCache } from './emotion-cache';
import { arenaSystem, arenaSystemWithoutGlobalCss } from './system';

/**
 * Chakra with Arena's system, its run-time styles allowed by the page's CSP nonce (emotion-cache.ts). `globalCss={false}` under a host that already renders the global CSS
 * (a remote inside the shell); the host, or a remote's dev harness standing in for it, keeps the default.
 */
export function ArenaUiProvider({ children, globalCss = true }: { children?: ReactNode; globalCss?: boolean }) {
  return (
    <CacheProvider value={arenaEmotionCache()}>
      <ChakraProvider value={globalCss ? arenaSystem() : arenaSystemWithoutGlobalCss()}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
