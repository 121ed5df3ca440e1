import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Box, HStack, Link } from '@arena/ui';
import { useT } from '@arena/i18n';
import { PageFrame } from '@arena/remote-kit';

const TABS = [
  { url: '/dashboard/deposit', title: 'Deposit' },
  { url: '/dashboard/withdraw', title: 'Withdraw' },
] as const;

/** The account area's deposit and withdraw pages: on desktop a tab for each, then the page's flow. */
export function CashierPage({ children }: { children: ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <PageFrame>
      <Box maxW="760px">
        <HStack as="nav" aria-label={t('Deposit and withdraw')} hideBelow="md" gap="1" mb="5" p="1" bg="arena.surface" borderRadius="lg" w="fit-content">
          {TABS.map((tab) => {
            const current = pathname.replace(/\/$/, '') === tab.url;
            return (
              <Link
                key={tab.url}
                asChild
                px="5"
                py="2"
                borderRadius="md"
                fontWeight="semibold"
                textDecoration="none"
                bg={current ? 'arena.accent' : 'transparent'}
                color={current ? 'black' : 'arena.text'}
                _hover={{ bg: current ? 'arena.accent' : 'arena.raised', textDecoration: 'none' }}
              >
                <RouterLink to={tab.url} aria-current={current ? 'page' : undefined} data-testid={`tab-${tab.title.toLowerCase()}`}>
                  {t(tab.title)}
                </RouterLink>
              </Link>
            );
          })}
        </HStack>
        <Box bg="arena.surface" borderRadius="xl" p={{ base: '4', md: '6' }}>
          {children}
        </Box>
      </Box>
    </PageFrame>
  );
}
