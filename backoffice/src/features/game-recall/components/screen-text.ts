import type { RecallScreen } from '@arena/contracts';
import { t } from '../../../i18n/texts';

const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

/** A round's screen in one line of plain text: the cards, the reels' rows, the ball, the multiplier. */
export function screenText(screen: RecallScreen | null): string {
  if (screen === null) return t('Not reported by the supplier');
  switch (screen.kind) {
    case 'cards':
      return `${t('Dealer')}: ${screen.dealer.join(' ')} · ${screen.hands.map((hand, i) => `${t('Hand {n}', { n: i + 1 })}: ${hand.cards.join(' ')}${hand.doubled ? ` (${t('doubled')})` : ''}`).join(' · ')}`;
    case 'reels':
      return `${screen.grid.map((row) => row.join(' ')).join(' / ')} · ${t('{count} winning lines', { count: screen.winningLines })}${screen.freeSpins > 0 ? ` · ${t('{count} free spins', { count: screen.freeSpins })}` : ''}`;
    case 'ball':
      return `${t('Ball')}: ${screen.number} (${t(screen.colour)})`;
    case 'roll':
      return `${t('Roll')}: ${(screen.roll / 100).toFixed(2)} ${screen.over ? '>' : '<'} ${(screen.target / 100).toFixed(2)}`;
    case 'multiplier':
      return [
        `${t('Multiplier')}: ${times(screen.result)}`,
        ...(screen.target === null ? [] : [`${t('Target')}: ${times(screen.target)}`]),
        ...(screen.cashedOutAt.length === 0 ? [] : [`${t('Cashed out at')}: ${screen.cashedOutAt.map(times).join(', ')}`]),
      ].join(' · ');
    case 'plinko':
      return `${t('Bucket')}: ${screen.bucket} · ${screen.path.map((step) => (step === 1 ? 'R' : 'L')).join('')} · ${screen.rows} / ${screen.risk}`;
    case 'wheel':
      return `${t('Wheel')}: ${screen.number ?? '–'}${screen.bonus > 1 ? ` ×${screen.bonus}` : ''}`;
    case 'balls':
      return `${t('Balls drawn')}: ${screen.balls.join(' ')}`;
  }
}
