import { lazy, startTransition, useEffect, useState } from 'react';
import { Box } from '@arena/ui';
import { useBusState } from '@arena/bus';
import { useAction } from '../app/action-state';
import { RouteOutlet } from '../routing/RouteOutlet';
import { useNavigateRequests } from '../routing/useNavigateRequests';
import { DialogHost } from '../dialogs/DialogHost';
import { Toaster } from '../toasts/Toaster';
import { Footer, FooterPlaceholder } from './footer/Footer';
import { DesktopHeader } from './header/DesktopHeader';
import { LiveChatButton } from './live-chat/LiveChatButton';
import { BOTTOM_BAR_HEIGHT, BottomBar } from './mobile/BottomBar';
import { MobileHeader } from './mobile/MobileHeader';
import { useBodyLock } from './mobile/useBodyLock';
import { useIsMobile } from '@arena/ui';
import { ProfileSidebar } from './profile/ProfileSidebar';
import { TopNotice } from './top-notice/TopNotice';
import { useOpenedOnce } from './useOpenedOnce';
import { OptionalPart } from './OptionalPart';
import { useGameOpenRequests } from './games/useOpenGame';

const MobileSidebar = lazy(() => import(/* webpackChunkName: "mobile-sidebar" */ './mobile/MobileSidebar'));
const PopupBanner = lazy(() => import(/* webpackChunkName: "popup-banner" */ './popup/PopupBanner'));
const RealityCheck = lazy(() => import(/* webpackChunkName: "reality-check" */ '../reality-check/RealityCheck'));
const SessionStrip = lazy(() => import(/* webpackChunkName: "session-strip" */ '../reality-check/SessionStrip'));

/** Runs `callback` once the browser is idle, so below-the-fold work stays off the first paint. */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1);
  return () => clearTimeout(timer);
}

/**
 * False until the browser is first idle, then true, set in a transition so what it reveals renders
 * time-sliced. Each below-the-fold part asks for itself, so revealing it re-renders only that part.
 */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}

function IdleFooter() {
  return useIdle() ? <Footer /> : <FooterPlaceholder />;
}

function IdlePopupBanner() {
  return useIdle() ? <PopupBanner /> : null;
}

/** Only a logged-in player's page loads the reality check (a visitor costs neither its chunk nor its call). */
function IdleRealityCheck() {
  const loggedIn = useBusState((s) => s.auth.loggedIn);
  return useIdle() && loggedIn ? <RealityCheck /> : null;
}

/** The session's time and net position on every page, where the licence asks for them (a logged-in player's only). */
function IdleSessionStrip() {
  const loggedIn = useBusState((s) => s.auth.loggedIn);
  return useIdle() && loggedIn ? <SessionStrip /> : null;
}

/** The chrome around every page: top notice, headers, content, footer, bottom bar, sidebars, dialogs, toasts. */
export function Layout() {
  const sidebarLoaded = useOpenedOnce(useAction((a) => a.sidebarMenuOpen));
  const mobile = useIsMobile();
  useBodyLock();
  useGameOpenRequests();
  useNavigateRequests();

  return (
    <Box minH="100vh" display="flex" flexDirection="column" pb={{ base: BOTTOM_BAR_HEIGHT, md: 0 }}>
      <TopNotice />
      {mobile ? <MobileHeader /> : <DesktopHeader />}
      {/* the content area fills the first screen: the footer starts below the fold */}
      <Box as="main" flex="1" minH="100dvh" w="100%" maxW="1400px" mx="auto" px="4" py="4">
        <RouteOutlet />
      </Box>
      {/* below the fold: rendered once the first screen is interactive */}
      <IdleFooter />
      {mobile && <BottomBar />}
      {mobile && <ProfileSidebar />}
      <LiveChatButton />
      <OptionalPart name="mobile sidebar">{sidebarLoaded && <MobileSidebar />}</OptionalPart>
      <OptionalPart name="popup banner">
        <IdlePopupBanner />
      </OptionalPart>
      <OptionalPart name="reality check">
        <IdleRealityCheck />
      </OptionalPart>
      <OptionalPart name="session strip">
        <IdleSessionStrip />
      </OptionalPart>
      <DialogHost />
      <Toaster />
    </Box>
  );
}
