import type { ReactNode } from 'react';
import { Box, Flex, Grid } from '@arena/ui';
import { PageFrame } from '@arena/remote-kit';
import { BetSlip } from '../../betslip';
import { OddsFormatSelect } from '../../odds-format';

/**
 * A sportsbook page: the toolbar, then the sport menu (when the page has one), the page's body and
 * the bet slip side by side on a wide screen, one under the other on a phone (where the slip is a bottom sheet).
 */
export function SportsLayout({ menu, children }: { menu?: ReactNode; children: ReactNode }) {
  return (
    <PageFrame>
      <Flex justify="flex-end" mb="3">
        <OddsFormatSelect />
      </Flex>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: menu ? '13rem minmax(0, 1fr) 20rem' : 'minmax(0, 1fr) 20rem' }} gap="4" alignItems="start">
        {menu && (
          <Box minW="0" position={{ lg: 'sticky' }} top="4">
            {menu}
          </Box>
        )}
        <Box minW="0">{children}</Box>
        <Box minW="0" position={{ lg: 'sticky' }} top="4">
          <BetSlip />
        </Box>
      </Grid>
    </PageFrame>
  );
}
