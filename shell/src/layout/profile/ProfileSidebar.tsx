import { lazy, Suspense } from 'react';
import { Drawer, Portal, Spinner } from '@arena/ui';
import { useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { useAction, useActionStore } from '../../app/action-state';
import { useOpenedOnce } from '../useOpenedOnce';

const ProfileMenuPanel = lazy(() => import(/* webpackChunkName: "profile-menu" */ './ProfileMenuPanel'));

/**
 * The mobile profile sidebar: opened by the user button, its state in the shell's action state (mobileProfileOpen).
 * The drawer mounts on the first open (useOpenedOnce).
 */
export function ProfileSidebar() {
  const t = useT();
  const action = useActionStore();
  const loggedIn = useBusState((s) => s.auth.loggedIn);
  const open = useAction((a) => a.mobileProfileOpen) && loggedIn;
  const opened = useOpenedOnce(open);
  const close = () => action.patch({ mobileProfileOpen: false });
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
