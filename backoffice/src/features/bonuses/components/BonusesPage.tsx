// Bonuses: the campaigns, and the bonuses players hold (manual grant and forfeit), one view at a time.
import { useState } from 'react';
import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';
import { CampaignsSection } from './CampaignsSection';
import { GrantedSection } from './GrantedSection';

export function BonusesPage() {
  const [view, setView] = useState<'campaigns' | 'granted'>('campaigns');
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Bonuses')}</Heading>
      <HStack wrap="wrap" role="group" aria-label={t('View')}>
        <Button size="sm" variant={view === 'campaigns' ? 'solid' : 'outline'} aria-pressed={view === 'campaigns'} onClick={() => setView('campaigns')}>
          {t('Campaigns')}
        </Button>
        <Button size="sm" variant={view === 'granted' ? 'solid' : 'outline'} aria-pressed={view === 'granted'} onClick={() => setView('granted')}>
          {t('Granted bonuses')}
        </Button>
      </HStack>
      {view === 'campaigns' ? <CampaignsSection /> : <GrantedSection />}
    </Stack>
  );
}
