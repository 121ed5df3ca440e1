import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, CloseButton, Flex, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { useAction, useActionStore } from '../../app/action-state';
import { useShellServices } from '../../startup/shell-services';
import { TOP_NOTIFY_STORAGE_KEY } from '../../startup/start-up';
import { useSite } from '../../startup/site-store';

/** Top notice constants. */
export const TOP_NOTICE = { heightPx: 30, scrollSeconds: 20, fadeMs: 500 } as const;

/**
 * The home page's top notice with the current and next domain. Closing stores the
 * read marker, fades the bar and removes it 500 ms later; any navigation away dismisses it.
 */
export function TopNotice() {
  const action = useActionStore();
  const t = useT();
  const { storage } = useShellServices();
  const { pathname } = useLocation();
  const read = useAction((a) => a.topNotifyRead);
  const domains = useSite((site) => site.domains);
  const [fading, setFading] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const home = pathname === '/';

  useEffect(() => {
    if (!home) setDismissed(true);
  }, [home]);

  useEffect(() => {
    if (!fading) return undefined;
    const timer = setTimeout(() => action.patch({ topNotifyRead: true }), TOP_NOTICE.fadeMs);
    return () => clearTimeout(timer);
  }, [fading, action]);

  if (!home || read || dismissed || !domains) return null;

  const close = () => {
    storage.setItem(TOP_NOTIFY_STORAGE_KEY, 'read');
    setFading(true);
  };

  return (
    <Flex
      role="region"
      aria-label={t('Our new address')}
      data-testid="top-notice"
      data-state={fading ? 'fading' : 'open'}
      h={`${TOP_NOTICE.heightPx}px`}
      align="center"
      bg="arena.accent"
      color="arena.bg"
      overflow="hidden"
      opacity={fading ? 0 : 1}
      transition={`opacity ${TOP_NOTICE.fadeMs}ms ease`}
    >
      <Box flex="1" overflow="hidden" whiteSpace="nowrap">
        <Text
          as="span"
          display="inline-block"
          fontSize="sm"
          fontWeight="semibold"
          animation={`arena-marquee ${TOP_NOTICE.scrollSeconds}s linear infinite`}
          // a text that moves for ever must be stoppable (WCAG 2.2.2): with reduced motion it stands still
          _motionReduce={{ animation: 'none' }}
          data-testid="top-notice-text"
        >
          {t('Current address')}: {domains.current} · {t('Our new address')}: {domains.next}
        </Text>
      </Box>
      <CloseButton size="2xs" aria-label={t('Close')} onClick={close} data-testid="top-notice-close" />
    </Flex>
  );
}
