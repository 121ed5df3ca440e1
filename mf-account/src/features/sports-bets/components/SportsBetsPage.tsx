import { SportsBets } from '@arena/account-ui';
import { PageFrame, useApi } from '@arena/remote-kit';

/** /dashboard/sports-bets: the player's sports bets, open and settled, with cash out. */
export function SportsBetsPage() {
  const api = useApi();
  return (
    <PageFrame>
      <SportsBets api={api} />
    </PageFrame>
  );
}
