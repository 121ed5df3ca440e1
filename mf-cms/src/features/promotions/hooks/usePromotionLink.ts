import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBus, useBusState } from '@arena/bus';

/** The deep link's query parameter: /promotions?promotion=<slug>. */
export const PROMOTION_PARAM = 'promotion';

/** A slug as the server accepts it (contracts promotionParamsSchema); anything else is not asked for. */
const SLUG = /^[a-z0-9-]{1,80}$/;

/**
 * The promotion dialog follows the address: a deep link (or a card, which sets it) opens the dialog,
 * and closing the dialog drops the parameter, so Back and a shared link behave.
 */
export function usePromotionLink(): (slug: string) => void {
  const bus = useBus();
  const [params, setParams] = useSearchParams();
  const slug = params.get(PROMOTION_PARAM);
  const open = useBusState((s) => s.dialog?.name === 'promotion');
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      if (slug) setParams((p) => (p.delete(PROMOTION_PARAM), p), { replace: true });
      return;
    }
    if (slug && SLUG.test(slug)) bus.emit({ type: 'dialog/open', dialog: { name: 'promotion', props: { slug } } });
  }, [bus, open, slug, setParams]);

  return useCallback((next: string) => setParams({ [PROMOTION_PARAM]: next }), [setParams]);
}
