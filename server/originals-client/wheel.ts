// Lucky Wheel: pick a number, bet before the wheel spins; the wheel turns while the round runs and,
// once the result is final, stops on each spin's segment (a bonus spins it again) — the segment the
// round's hash gives, the same for everyone watching.
import type { LiveRound } from '@arena/contracts';
import { WHEEL_SEGMENTS, type WheelOutcome } from '@arena/provably-fair/wheel';
import { animate, reducedMotion, stake } from './game';
import { startLiveGame } from './live-game';
import { element, t } from './page';
import { play } from './sound';

const SEGMENT_DEGREES = 360 / WHEEL_SEGMENTS.length;
/** degrees a second while the round runs and the result is not known yet */
const FREE_SPEED = 240;
const disc = element('wheel-disc').closest('svg') as SVGSVGElement;
const choices = [...element('choices').querySelectorAll<HTMLButtonElement>('button')];
let chosen: number | null = null;
let angle = 0;
let freeSpin = 0;

const turn = (degrees: number) => {
  angle = degrees;
  disc.style.setProperty('transform', `rotate(${angle}deg)`);
};
/** the rotation (mod 360) that brings the middle of `segment` under the pointer */
const restingAngle = (segment: number) => (360 - (segment + 0.5) * SEGMENT_DEGREES) % 360;

function spinFreely() {
  let last = performance.now();
  const frame = (now: number) => {
    turn(angle + (FREE_SPEED * (now - last)) / 1000);
    last = now;
    freeSpin = requestAnimationFrame(frame);
  };
  freeSpin = requestAnimationFrame(frame);
}

async function land({ segments }: WheelOutcome) {
  cancelAnimationFrame(freeSpin);
  for (const [spin, segment] of segments.entries()) {
    const from = angle;
    const to = from + 360 * (spin === 0 ? 2 : 1) + ((restingAngle(segment) - (from % 360) + 360) % 360);
    await animate(spin === 0 ? 2_500 : 1_500, (progress) => turn(from + (to - from) * progress));
    play('tick');
  }
}

const labelOf = ({ number, bonus }: WheelOutcome) => (number === null ? '–' : bonus > 1 ? `${number} ×${bonus}` : String(number));

choices.forEach((button) =>
  button.addEventListener('click', () => {
    chosen = Number(button.dataset.number);
    choices.forEach((other) => other.setAttribute('aria-pressed', String(other === button)));
  }),
);

const game = startLiveGame<WheelOutcome>({
  game: 'wheel',
  onRound(round: LiveRound) {
    if (round.phase === 'betting') game.showOutcome('', '');
    // turning while the result is not known yet is motion only: none for a player who asks for less
    if (round.phase === 'running' && !reducedMotion()) spinFreely();
    if (round.phase === 'result' && round.result) void land(round.result as unknown as WheelOutcome);
  },
  stripEntry: (outcome) => ({ text: labelOf(outcome), className: outcome.number === null ? 'bonus' : `n${outcome.number}` }),
  betText: (params) => String(params.number),
  onBetting: (open) => (element<HTMLButtonElement>('place').disabled = !open),
});

element<HTMLFormElement>('bet').addEventListener('submit', (event) => {
  event.preventDefault();
  const amount = stake();
  if (amount === null) return game.showOutcome(t('Enter a valid amount'), 'error');
  if (chosen === null) return game.showOutcome(t('Pick a number'), 'error');
  void game.place('originals/live/wheel/bets', { amount, number: chosen }).then((reply) => {
    if (!reply) return;
    game.staked(amount, [reply.bet.id], reply.balance);
    game.showOutcome(t('Your bet is placed'), '');
  });
});
