// The bingo room: tickets bought in the sale show at once with their numbers; when the sale closes the
// room calls a ball every two seconds (progress), the board lights up, the player's numbers are daubed
// and each prize shows with its winning tickets as it is won; the full house ends the round.
import type { BingoTicketView, LiveRound } from '@arena/contracts';
import { BINGO_TICKET_PRICE, type BingoPrizeResult } from '@arena/provably-fair/bingo';
import { startLiveGame } from './live-game';
import { call, element, money, t } from './page';

interface Progress {
  called: number[];
  pot: number;
  prizes: BingoPrizeResult[];
}
interface RoundResult {
  draw: number[];
  calls: number;
  pot: number;
  prizes: BingoPrizeResult[];
}

const ticketsList = element('tickets-list');
let roundId: number | null = null;

function renderTickets(tickets: BingoTicketView[]) {
  for (const { serial, numbers } of tickets) {
    const table = document.createElement('table');
    table.className = 'ticket';
    table.createCaption().textContent = t('Ticket {serial}', { serial: String(serial) });
    for (const row of numbers) {
      const tr = table.insertRow();
      for (const number of row) {
        const cell = tr.insertCell();
        if (number > 0) {
          cell.textContent = String(number);
          cell.dataset.number = String(number);
        }
      }
    }
    ticketsList.append(table);
  }
}

function show({ called, pot, prizes }: Progress) {
  const last = called[called.length - 1];
  element('ball').textContent = last === undefined ? '–' : String(last);
  element('calls').textContent = String(called.length);
  element('pot').textContent = money(pot);
  const set = new Set(called);
  element('called-board')
    .querySelectorAll<HTMLElement>('li')
    .forEach((item) => item.classList.toggle('called', set.has(Number(item.dataset.ball))));
  ticketsList.querySelectorAll<HTMLElement>('td[data-number]').forEach((cell) => cell.classList.toggle('daubed', set.has(Number(cell.dataset.number))));
  element('prizes')
    .querySelectorAll<HTMLElement>('li')
    .forEach((item) => {
      const prize = prizes.find((one) => one.prize === item.dataset.prize);
      item.classList.toggle('won', prize !== undefined);
      item.querySelector('em')!.textContent = prize
        ? `${money(prize.share)} · ${t('Won by {tickets}', { tickets: prize.winners.map((winner) => `#${winner.serial}`).join(', ') })}`
        : '';
    });
}

/** the player's tickets of the round (after a reload, or bought in another tab) */
async function loadTickets() {
  if (!game.token) return;
  const mine = await call<{ roundId: number | null; tickets: BingoTicketView[] }>('originals/live/bingo/tickets', game.token);
  if (mine.roundId !== roundId) return;
  ticketsList.replaceChildren();
  renderTickets(mine.tickets);
}

const game = startLiveGame<RoundResult>({
  game: 'bingo',
  onRound(round: LiveRound) {
    if (round.id !== roundId) {
      roundId = round.id;
      ticketsList.replaceChildren();
      show({ called: [], pot: 0, prizes: [] });
      void loadTickets().catch(() => game.showOutcome(t('The connection failed. Please try again.'), 'error'));
    }
    if (round.phase === 'result' && round.result) {
      const { draw, calls, pot, prizes } = round.result as unknown as RoundResult;
      show({ called: draw.slice(0, calls), pot, prizes });
    }
  },
  onMessage(command, payload) {
    if (command === 'progress') show(payload as Progress);
  },
  stripEntry: ({ draw, calls }) => ({ text: calls > 0 ? String(draw[calls - 1]) : '–', className: 'ball' }),
  betText: () => t('Ticket'),
  onBetting: (open) => (element<HTMLButtonElement>('place').disabled = !open),
});

element<HTMLFormElement>('bet').addEventListener('submit', (event) => {
  event.preventDefault();
  const count = Number(element<HTMLInputElement>('tickets').value);
  if (!Number.isInteger(count) || count < 1) return game.showOutcome(t('Enter a number of tickets'), 'error');
  void game.place<{ roundId: number; tickets: BingoTicketView[]; balance: number }>('originals/live/bingo/tickets', { tickets: count }).then((reply) => {
    if (!reply) return;
    renderTickets(reply.tickets);
    game.staked(
      count * BINGO_TICKET_PRICE,
      reply.tickets.map((ticket) => ticket.serial),
      reply.balance,
    );
    game.showOutcome(t('Your bet is placed'), '');
  });
});
