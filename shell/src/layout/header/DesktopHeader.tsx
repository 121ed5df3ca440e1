import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Flex, HStack, IconButton, Link, Text } from '@arena/ui';
import { formatMoney } from '@arena/contracts';
import { useBus, useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { useSite } from '../../startup/site-store';
import { SiteIcon } from '../icons/SiteIcon';
import { LanguageSelect } from '../language/LanguageSelect';
import { DemoMark } from './DemoMark';
import { DomainNotice } from './DomainNotice';
import { HeaderNav } from './HeaderNav';
import { NotificationsButton } from './NotificationsButton';
import { ProfileDropdown } from '../profile/ProfileDropdown';
import { useHideOnScroll } from './useHideOnScroll';

/** Header buttons fed by site options (keys lowercased from the seed's Telegram / WhatsApp / LiveTv). */
const OPTION_LINKS = [
  { option: 'telegram', icon: 'telegram', label: 'Telegram' },
  { option: 'whatsapp', icon: 'whatsapp', label: 'WhatsApp' },
  { option: 'livetv', icon: 'livetv', label: 'Live TV' },
] as const;

/** The desktop header (≥ 900 px); hidden once the page scrolls past 100 px. */
export function DesktopHeader() {
  const bus = useBus();
  const t = useT();
  const navigate = useNavigate();
  const auth = useBusState((s) => s.auth);
  const locale = useBusState((s) => s.i18n.locale);
  const options = useSite((site) => site.options);
  const hidden = useHideOnScroll();
  const openDialog = (name: 'login' | 'register' | 'deposit') => bus.emit({ type: 'dialog/open', dialog: { name } });

  return (
    <Box
      as="header"
      data-testid="desktop-header"
      data-hidden={hidden}
      display={{ base: 'none', md: 'block' }}
      bg="arena.surface"
      borderBottomWidth="1px"
      borderColor="arena.raised"
      position="sticky"
      top="0"
      zIndex="overlay"
      transform={hidden ? 'translateY(-100%)' : 'none'}
      transition="transform 200ms ease"
    >
      <Flex maxW="1400px" mx="auto" px="4" h="56px" align="center" gap="3">
        <Link asChild fontWeight="bold" fontSize="xl" color="arena.accent" data-testid="logo">
          <RouterLink to="/">ARENA</RouterLink>
        </Link>
        <DemoMark />
        <HStack gap="1">
          {OPTION_LINKS.filter((l) => options[l.option]).map((l) => (
            <IconButton key={l.option} asChild variant="ghost" size="sm" aria-label={t(l.label)} title={t(l.label)}>
              <a href={options[l.option]} target="_blank" rel="noopener noreferrer" data-testid={`header-${l.option}`}>
                <SiteIcon name={l.icon} />
              </a>
            </IconButton>
          ))}
        </HStack>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={() => navigate('/spor')} title={t('Sports')} aria-label={t('Sports')} data-testid="header-sports">
            <SiteIcon name="sports" size={16} />
            <Box as="span" hideBelow="xl">
              {t('Sports')}
            </Box>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => navigate('/dashboard/claim-bonus')}
            title={t('Claim Bonus')}
            aria-label={t('Claim Bonus')}
            data-testid="header-claim-bonus"
          >
            <SiteIcon name="bonus" size={16} />
            <Box as="span" hideBelow="xl">
              {t('Claim Bonus')}
            </Box>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => navigate('/promotions')}
            title={t('Promotion')}
            aria-label={t('Promotion')}
            data-testid="header-promotion"
          >
            <SiteIcon name="promotion" size={16} />
            <Box as="span" hideBelow="xl">
              {t('Promotion')}
            </Box>
          </Button>
        </HStack>
        <DomainNotice />
        {/* the player's own controls never shrink away: the optional labels above give way first */}
        <HStack gap="2" ms="auto" flexShrink={0}>
          <LanguageSelect />
          {auth.loggedIn ? (
            <>
              <ProfileDropdown />
              <Text fontSize="sm" fontWeight="bold" color="arena.accent" data-testid="header-balance">
                {formatMoney(auth.balance, locale)}
              </Text>
              <NotificationsButton />
              <Button size="sm" colorPalette="green" onClick={() => openDialog('deposit')} data-testid="header-deposit">
                {t('Deposit')}
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={() => openDialog('login')} data-testid="header-login">
                {t('Login')}
              </Button>
              <Button size="sm" colorPalette="yellow" onClick={() => openDialog('register')} data-testid="header-signup">
                {t('Sign Up')}
              </Button>
            </>
          )}
        </HStack>
      </Flex>
      <HeaderNav />
    </Box>
  );
}
