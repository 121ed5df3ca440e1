import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '@arena/ui';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';

/** The account's claim page with the promotion's offer picked out. */
export const claimBonusUrl = (offerId: number) => `/dashboard/claim-bonus?offer=${offerId}`;

/**
 * 'Claim bonus' of a promotion that advertises a bonus campaign: a link (it can be opened in a new
 * tab) that the shell's router follows, closing the promotion dialog it may sit in.
 */
export function ClaimBonusLink({ offerId, ...rest }: { offerId: number } & ButtonProps) {
  const t = useT();
  const bus = useBus();
  const url = claimBonusUrl(offerId);
  const follow = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    bus.emit({ type: 'navigate', to: url });
  };
  return (
    <Button asChild colorPalette="yellow" {...rest}>
      <a href={url} onClick={follow} data-testid="promotion-claim">
        {t('Claim bonus')}
      </a>
    </Button>
  );
}
