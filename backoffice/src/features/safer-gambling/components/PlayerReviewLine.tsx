// One line on the player page: the player's open safer gambling review, if any, with a link to it.
import { useQuery } from '@tanstack/react-query';
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../../../i18n/texts';
import { dateTime } from '../../../money';
import { saferGamblingApi } from '../api/calls';

export function PlayerReviewLine({ userId }: { userId: number }) {
  const { data } = useQuery({ queryKey: ['harm-reviews', 'player', userId], queryFn: () => saferGamblingApi.reviews({ userId, state: 'open' }) });
  const [open] = data ?? [];
  if (!data) return null;
  return (
    <Text fontSize="sm" data-testid="player-harm-review">
      {open ? (
        <Link asChild color="orange.600">
          <RouterLink to={`/safer-gambling/${open.id}`}>{t('In safer gambling review since {date}', { date: dateTime(open.openedAt) })}</RouterLink>
        </Link>
      ) : (
        t('No open safer gambling review.')
      )}
    </Text>
  );
}
