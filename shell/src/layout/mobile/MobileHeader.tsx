import { useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Flex, IconButton, Link } from '@arena/ui';
import { formatMoney } from '@arena/contracts';
import { useBus, useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { useAction, useActionStore } from '../../app/action-state';
import { DemoMark } from '../header/DemoMark';
import { SiteIcon } from '../icons/SiteIcon';
import { isMobileViewport } from '@arena/ui';
import { useHeaderBottom } from './useHeaderBottom';

const MOBILE_HEADER_HEIGHT = '56px';
/** Above the drawers (Chakra's popover layer) while the sidebar is open, so the hamburger and logo can close it. */
const ABOVE_SIDEBAR = 'calc(var(--chakra-z-index-popover) + 1)';

/** The mobile header (< 900 px): hamburger, logo, user button. */
export function MobileHeader() {
  const bus = useBus();
  const t = useT();
  const navigate = useNavigate();
  const auth = useBusState((s) => s.auth);
  const locale = useBusState((s) => s.i18n.locale);
  const action = useActionStore();
  const sidebarOpen = useAction((a) => a.sidebarMenuOpen);
  const profileOpen = useAction((a) => a.mobileProfileOpen);
  const unread = useBusState((s) => s.notifications.some((n) => !n.isRead));
  const headerRef = useRef<HTMLElement>(null);
  useHeaderBottom(headerRef, sidebarOpen);

  const onUser = () => {
    if (!auth.loggedIn) {
      bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
    } else if (isMobileViewport()) {
      action.patch({ mobileProfileOpen: !profileOpen });
    } else {
      void navigate('/dashboard');
    }
  };

  return (
    <Box
      as="header"
      ref={headerRef}
      data-testid="mobile-header"
      display={{ base: 'block', md: 'none' }}
      bg="arena.surface"
      borderBottomWidth="1px"
      borderColor="arena.raised"
      position="sticky"
      top="0"
      zIndex={sidebarOpen ? ABOVE_SIDEBAR : 'overlay'}
    >
      <Flex h={MOBILE_HEADER_HEIGHT} px="2" align="center" gap="2">
        <IconButton
          aria-label={t('Menu')}
          variant="ghost"
          size="sm"
          data-testid="mobile-hamburger"
          onClick={() => action.patch({ sidebarMenuOpen: !sidebarOpen })}
        >
          <SiteIcon name={sidebarOpen ? 'close' : 'menu'} />
        </IconButton>
        <Link asChild fontWeight="bold" fontSize="lg" color="arena.accent" data-testid="mobile-logo" onClick={() => action.patch({ sidebarMenuOpen: false })}>
          <RouterLink to="/">ARENA</RouterLink>
        </Link>
        <DemoMark />
        {auth.loggedIn && (
          <Box ms="auto" fontSize="sm" fontWeight="bold" color="arena.accent" data-testid="mobile-balance">
            {formatMoney(auth.balance, locale)}
          </Box>
        )}
        <IconButton
          ms={auth.loggedIn ? undefined : 'auto'}
          aria-label={auth.loggedIn ? t('Account') : t('Login')}
          variant="ghost"
          size="sm"
          position="relative"
          data-testid="mobile-user"
          onClick={onUser}
        >
          <SiteIcon name="user" />
          {auth.loggedIn && unread && (
            <Box as="span" data-testid="mobile-unread-dot" position="absolute" top="1" right="1" boxSize="8px" borderRadius="full" bg="arena.danger" />
          )}
        </IconButton>
      </Flex>
    </Box>
  );
}
