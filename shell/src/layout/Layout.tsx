import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { Box } from '@arena/ui';
import { useBusState } from '@arena/bus';
import { RouteOutlet } from '../routing/RouteOutlet';
import { DialogHost } from '../dialogs/DialogHost';
import { Toaster } from '../toasts/Toaster';
import { Footer } from './footer/Footer';
import { DesktopHeader } from './header/DesktopHeader';
import { LiveChatButton } from './live-chat/LiveChatButton';
import { BOTTOM_BAR_HEIGHT, BottomBar } from './mobile/BottomBar';
import { MobileHeader } from './mobile/MobileHeader';
import { useBodyLock } from './mobile/useBodyLock';
import { useIsMobile } from './mobile/is-mobile';
import { ProfileSidebar } from './profile/ProfileSidebar';
import { TopNotice } from './top-notice/TopNotice';

const MobileSidebar = lazy(() => import(/* webpackChunkName: "mobile-sidebar" */ './mobile/MobileSidebar'));
const PopupBanner = lazy(() => import(/* webpackChunkName: "popup-banner" */ './popup/PopupBanner'));

/** Runs `callback` once the browser is idle, so below-the-fold work stays off the first paint. */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1);
  return () => clearTimeout(timer);
}

/** The chrome around every page: top notice, headers, content, footer, bottom bar, sidebars, dialogs, toasts. */
export function Layout() {
  const sidebarOpen = useBusState((s) => s.action.sidebarMenuOpen);
  const [sidebarLoaded, setSidebarLoaded] = useState(false);
  const [idle, setIdle] = useState(false);
  const mobile = useIsMobile();
  useBodyLock();

  useEffect(() => {
    if (sidebarOpen) setSidebarLoaded(true);
  }, [sidebarOpen]);
  // a transition: the footer's render is time-sliced, not one long task
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);

  return (
    <Box minH="100vh" display="flex" flexDirection="column" pb={{ base: BOTTOM_BAR_HEIGHT, md: 0 }}>
      <TopNotice />
      {mobile ? <MobileHeader /> : <DesktopHeader />}
      {/* the content area fills the first screen: the footer starts below the fold */}
      <Box as="main" flex="1" minH="100dvh" w="100%" maxW="1400px" mx="auto" px="4" py="4">
        <RouteOutlet />
      </Box>
      {/* below the fold: rendered once the first screen is interactive */}
      {idle ? <Footer /> : <Box as="footer" minH="480px" bg="arena.surface" aria-hidden="true" />}
      {mobile && <BottomBar />}
      {mobile && <ProfileSidebar />}
      <LiveChatButton />
      <Suspense fallback={null}>
        {sidebarLoaded && <MobileSidebar />}
        {idle && <PopupBanner />}
      </Suspense>
      <DialogHost />
      <Toaster />
    </Box>
  );
}
