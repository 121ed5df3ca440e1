import { useEffect, useState } from 'react';
import { filter } from 'rxjs';
import { CloseButton, Flex, Spinner, Text } from '@arena/ui';
import type { ToastType } from '@arena/contracts';
import { useT } from '@arena/i18n';
import { TOAST_RULES, ToastQueue, type ShownToast } from './toast-queue';
import { useShellBus } from '../app/shell-bus';

const ACCENT: Record<ToastType, string> = {
  blank: 'arena.raised',
  error: 'arena.danger',
  success: 'arena.success',
  loading: 'arena.accent',
  warning: 'orange.400',
  info: 'blue.400',
};

/** Shows the bus's `toast/show` events top-center, stacked, per the rules of ToastQueue. */
export function Toaster({ storage = window.localStorage }: { storage?: Pick<Storage, 'getItem' | 'setItem'> }) {
  const bus = useShellBus();
  const t = useT();
  const [toasts, setToasts] = useState<readonly ShownToast[]>([]);
  const [queue] = useState(() => new ToastQueue(storage, setToasts));

  useEffect(() => {
    const sub = bus.events$.pipe(filter((e) => e.type === 'toast/show')).subscribe((e) => queue.show(e.toast));
    return () => {
      sub.unsubscribe();
      queue.dispose();
    };
  }, [bus, queue]);

  if (toasts.length === 0) return null;
  return (
    <Flex
      direction="column"
      align="center"
      gap="2"
      position="fixed"
      top="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      w="max-content"
      maxW="calc(100vw - 32px)"
      pointerEvents="none"
      data-testid="toaster"
      data-position="top-center"
    >
      {toasts.map((toast) => (
        <Flex
          key={toast.key}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          data-type={toast.type}
          data-state={toast.closing ? 'closing' : 'open'}
          align="center"
          gap="3"
          minW="240px"
          px="4"
          py="3"
          bg="arena.surface"
          color="arena.text"
          borderLeftWidth="4px"
          borderColor={ACCENT[toast.type]}
          borderRadius="md"
          boxShadow="lg"
          pointerEvents="auto"
          animation={
            toast.closing
              ? `fade-out ${TOAST_RULES.exitMs}ms ease forwards`
              : `slide-from-top ${TOAST_RULES.enterMs}ms ease, fade-in ${TOAST_RULES.enterMs}ms ease`
          }
        >
          {toast.type === 'loading' && <Spinner size="sm" color="arena.accent" />}
          <Text flex="1" fontSize="sm">
            {t(toast.message)}
          </Text>
          {toast.dismissible && <CloseButton size="2xs" aria-label={t('Close')} onClick={() => queue.close(toast.key)} />}
        </Flex>
      ))}
    </Flex>
  );
}
