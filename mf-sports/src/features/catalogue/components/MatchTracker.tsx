import { Box, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import type { SportEvent } from '@arena/contracts';

/** Where the ball is drawn (viewBox units, 100 × 60): the middle, or toward the goal the side attacks (home attacks right). */
const BALL = { middle: [50, 30], attack: { home: [82, 24], away: [18, 36] }, goal: { home: [97, 30], away: [3, 30] } } as const;

const WORDS = { attack: 'Dangerous attack', goal: 'Goal!', 'red-card': 'Red card' } as const;

/**
 * A football match drawn from the feed's incidents (what the best books show without a stream): the
 * pitch, the ball moving toward the goal a side attacks, a goal or a red card named with its team.
 * Live football only; the incident comes with the score, over the event's room.
 */
export function MatchTracker({ event }: { event: SportEvent }) {
  const t = useT();
  const score = event.score;
  if (event.sportId !== 'football' || event.status !== 'live' || !score) return null;
  const incident = score.incident;
  const halfTime = score.period === 'HT';
  const [x, y] = halfTime || !incident || incident.kind === 'red-card' ? BALL.middle : BALL[incident.kind][incident.side];
  const team = incident && (incident.side === 'home' ? event.home : event.away);
  const caption = halfTime ? t('Half Time') : incident ? `${t(WORDS[incident.kind])} · ${team}` : t('Ball in play');
  return (
    <Box bg="arena.surface" rounded="md" p="3" mb="4" data-testid="match-tracker" data-incident={halfTime ? 'half-time' : (incident?.kind ?? 'none')}>
      <svg viewBox="0 0 100 60" width="100%" role="img" aria-label={caption} style={{ display: 'block', maxHeight: 220 }}>
        <rect x="0" y="0" width="100" height="60" rx="2" fill="#1f6f3a" />
        {[10, 30, 50, 70, 90].map((stripe) => (
          <rect key={stripe} x={stripe - 10} y="0" width="10" height="60" fill="#237a41" />
        ))}
        <g fill="none" stroke="rgba(255,255,255,0.7)" strokeWidth="0.5">
          <rect x="2" y="2" width="96" height="56" />
          <line x1="50" y1="2" x2="50" y2="58" />
          <circle cx="50" cy="30" r="8" />
          <rect x="2" y="16" width="14" height="28" />
          <rect x="84" y="16" width="14" height="28" />
          <rect x="0" y="25" width="2" height="10" />
          <rect x="98" y="25" width="2" height="10" />
        </g>
        {incident?.kind === 'red-card' && (
          <rect x={incident.side === 'home' ? 20 : 74} y="8" width="5" height="7" rx="0.5" fill="#d32f2f" data-testid="tracker-card" />
        )}
        {/* the ball glides to where play is (a transform animates, an attribute would jump) */}
        <g style={{ transform: `translate(${x}px, ${y}px)`, transition: 'transform 0.9s ease-in-out' }} data-testid="tracker-ball">
          {incident && incident.kind !== 'red-card' && !halfTime && (
            <circle r="3" fill="none" stroke="#fff" strokeWidth="0.4">
              <animate attributeName="r" from="2" to="7" dur="1.2s" repeatCount="indefinite" />
              <animate attributeName="opacity" from="0.9" to="0" dur="1.2s" repeatCount="indefinite" />
            </circle>
          )}
          <circle r="1.6" fill="#fff" />
        </g>
      </svg>
      <Text fontSize="sm" mt="2" textAlign="center" fontWeight={incident?.kind === 'goal' ? 'bold' : 'normal'} aria-live="polite" data-testid="tracker-caption">
        {caption}
      </Text>
    </Box>
  );
}
