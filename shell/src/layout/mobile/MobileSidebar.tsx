import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Drawer, Link, Portal, SimpleGrid, Stack, chakra } from '@arena/ui';
import type { MenuItem } from '@arena/contracts';
import { useT } from '@arena/i18n';
import { useAction, useActionStore } from '../../app/action-state';
import { useSite } from '../../startup/site-store';
import { useMenuAction } from '../games/useOpenGame';
import { SiteIcon } from '../icons/SiteIcon';
import { LanguageSelect } from '../language/LanguageSelect';
import { useLiveChat } from '../live-chat/useLiveChat';
import { HEADER_BOTTOM_VAR } from './useHeaderBottom';

/** Sidebar default width. */
export const SIDEBAR_WIDTH = '20rem';
/** Live chat and app-settings links appear this long after the sidebar opens. */
export const SIDEBAR_LINKS_DELAY_MS = 1000;

/** The left navigation menu (mobile): menu cards, language selector, then the delayed extra links. */
export default function MobileSidebar() {
  const action = useActionStore();
  const t = useT();
  const open = useAction((a) => a.sidebarMenuOpen);
  const mobileMenu = useSite((site) => site.mobileMenu);
  const mainMenu = useSite((site) => site.mainMenu);
  const runItem = useMenuAction();
  const openChat = useLiveChat();
  const [linksShown, setLinksShown] = useState(false);

  useEffect(() => {
    setLinksShown(false);
    if (!open) return undefined;
    const timer = setTimeout(() => setLinksShown(true), SIDEBAR_LINKS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  const close = () => action.patch({ sidebarMenuOpen: false });
  const onCard = (item: MenuItem) => {
    action.patch({ mobileProfileOpen: false, sidebarMenuOpen: false });
    void runItem(item);
  };
  const cards = mobileMenu.length > 0 ? mobileMenu : mainMenu;

  return (
    // The mobile header stays above the open drawer (MobileHeader raises itself) so its hamburger and
    // logo can close it; a modal drawer would block pointer events outside it, header included.
    <Drawer.Root open={open} placement="start" modal={false} onOpenChange={(e) => !e.open && close()}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner pointerEvents="none">
          <Drawer.Content
            w={SIDEBAR_WIDTH}
            maxW={SIDEBAR_WIDTH}
            pt={`var(${HEADER_BOTTOM_VAR}, 56px)`}
            pointerEvents="auto"
            bg="arena.bg"
            color="arena.text"
            aria-label={t('Menu')}
            data-testid="mobile-sidebar"
          >
            <Drawer.Body py="4">
              <Stack gap="5">
                <SimpleGrid columns={3} gap="2">
                  {cards.map((item) => (
                    <chakra.button
                      key={`${item.url}-${item.title}`}
                      type="button"
                      data-testid="sidebar-card"
                      display="flex"
                      flexDirection="column"
                      alignItems="center"
                      gap="1"
                      p="2"
                      borderRadius="md"
                      bg="arena.surface"
                      fontSize="xs"
                      textAlign="center"
                      cursor="pointer"
                      onClick={() => onCard(item)}
                    >
                      <SiteIcon name={item.icon} size={24} svgStyle={item.svgStyle} />
                      {t(item.title)}
                    </chakra.button>
                  ))}
                </SimpleGrid>
                <LanguageSelect withLabel testId="sidebar-language" />
                {linksShown && (
                  <Stack gap="2" data-testid="sidebar-links">
                    {openChat && (
                      <chakra.button
                        type="button"
                        display="flex"
                        gap="2"
                        alignItems="center"
                        cursor="pointer"
                        onClick={openChat}
                        data-testid="sidebar-live-chat"
                      >
                        <SiteIcon name="livechat" />
                        {t('Live Chat')}
                      </chakra.button>
                    )}
                    <Link asChild display="flex" gap="2" alignItems="center" color="arena.text" onClick={close} data-testid="sidebar-app-settings">
                      <RouterLink to="/dashboard/account">
                        <SiteIcon name="settings" />
                        {t('App Settings')}
                      </RouterLink>
                    </Link>
                  </Stack>
                )}
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
