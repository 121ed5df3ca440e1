// Games: the casino catalogue, the game suppliers and Arena Originals, one view at a time.
import { useState } from 'react';
import { Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { operatorMay } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { useSession } from '../../../session/SessionProvider';
import { CatalogueSection } from './CatalogueSection';
import { OriginalsSection } from './OriginalsSection';
import { ProvidersSection } from './ProvidersSection';

const VIEWS = [
  { id: 'catalogue', label: 'Catalogue' },
  { id: 'providers', label: 'Providers' },
  { id: 'originals', label: 'Arena Originals' },
] as const;

export function GamesPage() {
  const { operator } = useSession();
  const [view, setView] = useState<(typeof VIEWS)[number]['id']>('catalogue');
  const mayChangeSettings = operator ? operatorMay(operator.role, 'gameSettings') : false;
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Games')}</Heading>
      <HStack wrap="wrap" role="group" aria-label={t('View')}>
        {VIEWS.map(({ id, label }) => (
          <Button key={id} size="sm" variant={view === id ? 'solid' : 'outline'} aria-pressed={view === id} onClick={() => setView(id)}>
            {t(label)}
          </Button>
        ))}
      </HStack>
      {view === 'catalogue' && <CatalogueSection />}
      {view === 'providers' && <ProvidersSection maySetCredentials={mayChangeSettings} />}
      {view === 'originals' && <OriginalsSection maySetLimits={mayChangeSettings} />}
    </Stack>
  );
}
