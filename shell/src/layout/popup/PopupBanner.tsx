import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Dialog, Portal } from '@arena/ui';
import type { Endpoints } from '@arena/api-client';
import { useBusState } from '@arena/bus';
import { useShellServices } from '../../startup/shell-services';
import { POPUP_STORAGE_KEY, popupHash } from './popup-hash';

type Popup = NonNullable<Awaited<ReturnType<Endpoints['popup']>>>;

/** Popup image breakpoints. */
export const POPUP_BREAKPOINTS = { wide: 1200, medium: 992 } as const;

/**
 * The popup banner: a responsive image (default, ≥1200 px, ≥992 px) linking to its url or the current
 * page, closed by a click, shown once per content hash. Another dialog opening closes it.
 */
export default function PopupBanner() {
  const { api, storage } = useShellServices();
  const { pathname } = useLocation();
  const otherDialog = useBusState((s) => s.dialog);
  const [popup, setPopup] = useState<Popup | null>(null);

  useEffect(() => {
    let alive = true;
    api
      .popup()
      .then((found) => {
        if (!alive || !found?.images?.[0]) return;
        const hash = popupHash(found);
        if (storage.getItem(POPUP_STORAGE_KEY) === hash) return;
        storage.setItem(POPUP_STORAGE_KEY, hash);
        setPopup(found);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [api, storage]);

  useEffect(() => {
    if (otherDialog) setPopup(null);
  }, [otherDialog]);

  if (!popup) return null;
  const [fallback, wide = fallback, medium = fallback] = popup.images;
  const close = () => setPopup(null);
  return (
    <Dialog.Root open placement="center" onOpenChange={(e) => !e.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content bg="transparent" boxShadow="none" w="auto" maxW="min(990px, 96vw)" data-testid="popup-banner">
            <a href={popup.url || pathname} onClick={close} data-testid="popup-link">
              <picture>
                <source media={`(min-width: ${POPUP_BREAKPOINTS.wide}px)`} srcSet={wide} />
                <source media={`(min-width: ${POPUP_BREAKPOINTS.medium}px)`} srcSet={medium} />
                <img src={fallback} alt="" style={{ display: 'block', maxWidth: '100%', height: 'auto' }} />
              </picture>
            </a>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
