import { lazy, Suspense } from 'react';
import { Drawer, Portal, Spinner } from '@arena/ui';
import { useBus, useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { useOpenedOnce } from '../useOpenedOnce';

const ProfileMenuPanel = lazy(() => import(/* webpackChunkName: "profile-menu" */ './ProfileMenuPanel'));

/**
 * The mobile profile sidebar: opened by the user button, its state on the bus (action.mobileProfileOpen).
 * The drawer mounts on the first open (useOpenedOnce).
 */
export function ProfileSidebar() {
  const bus = useBus();
  const t = useT();
  const open = useBusState((s) => s.action.mobileProfileOpen && s.auth.loggedIn);
  const opened = useOpenedOnce(open);
  const close = () => bus.emit({ type: 'action/patch', patch: { mobileProfileOpen: false } });
  if (!opened) return null;
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && close()} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="arena.surface" color="arena.text" aria-label={t('Account')} data-testid="profile-sidebar">
            <Drawer.Body pt="6">
              {open && (
                <Suspense fallback={<Spinner size="sm" />}>
                  <ProfileMenuPanel mobile onClose={close} />
                </Suspense>
              )}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
