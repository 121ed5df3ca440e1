// Arena Originals' video slots: 5 reels × 3 rows on fixed reel strips, fixed paylines, a wild and
// (Bosphorus Nights) a scatter that pays anywhere and triggers free spins. One round is one bet: the
// base spin and every free spin it triggers, each spin taking the next 5 floats of the round (one a
// reel: stop = floor(float × strip length)), so the whole feature is settled and verified at once.
//
// Pay convention: the bet is the total stake, spread evenly over the paylines (line bet = bet / lines).
// The paytable is in line bets; a line win's multiplier is in hundredths of the total bet
// (pay × 100 / lines), scatter pays are in hundredths of the total bet. The round's multiplier is the
// sum of every win of the base spin and its free spins (free-spin wins × the machine's factor).

export interface ScatterRule {
  symbol: string;
  /** hundredths of the total bet for 3, 4 and 5 scatters anywhere in view */
  pays: readonly [number, number, number];
  /** free spins for 3, 4 and 5 scatters; free spins do not retrigger */
  freeSpins: readonly [number, number, number];
  /** every free spin's wins are multiplied by this */
  factor: number;
}

export interface SlotMachine {
  /** reel strips: a reel stopped at `stop` shows strip[stop], strip[stop + 1], strip[stop + 2] (wrapping), top to bottom */
  reels: readonly (readonly string[])[];
  /** each payline's row (0 top, 1 middle, 2 bottom) on reels 1–5 */
  lines: readonly (readonly number[])[];
  /** line pays in line bets for 3, 4 and 5 of a kind from the leftmost reel, the wild's own pays included */
  pays: Readonly<Record<string, readonly [number, number, number]>>;
  /** substitutes for every symbol but the scatter */
  wild: string;
  scatter?: ScatterRule;
  /** the declared return to player, a fraction; slotRtp computes the exact one */
  rtp: number;
}

export interface LineWin {
  /** the payline's number, 1 … lines */
  line: number;
  symbol: string;
  count: number;
  /** hundredths of the total bet (free-spin factor included) */
  multiplier: number;
}

export interface SlotSpin {
  /** each reel's stop on its strip */
  stops: number[];
  /** the symbols in view: grid[row][reel], rows top to bottom */
  grid: string[][];
  lines: LineWin[];
  /** scatters in view and what they pay (hundredths of the total bet, free-spin factor included) */
  scatter: { count: number; multiplier: number };
  /** the spin's wins, hundredths of the total bet */
  multiplier: number;
}

export interface SlotOutcome extends SlotSpin {
  /** the free spins the base spin triggered, in order */
  freeSpins: SlotSpin[];
  win: boolean;
  /** the round's total: the base spin's and every free spin's wins, hundredths of the total bet */
  multiplier: number;
}

export const REELS = 5;
export const ROWS = 3;

/** what `count` of a kind pays on a line, in line bets */
const linePay = (machine: SlotMachine, symbol: string, count: number) => (count >= 3 ? (machine.pays[symbol]?.[count - 3] ?? 0) : 0);

/**
 * The win of one line's five symbols, left to right: the wilds' own run, or the first other symbol
 * with the wilds after it standing in, whichever pays more; null when neither pays.
 */
export function lineWin(machine: SlotMachine, symbols: readonly string[]): { symbol: string; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === machine.wild) wilds++;
  const wildPay = linePay(machine, machine.wild, wilds);
  const symbol = symbols[wilds];
  let count = wilds;
  if (symbol !== undefined && symbol !== machine.scatter?.symbol)
    while (count < REELS && (symbols[count] === symbol || symbols[count] === machine.wild)) count++;
  const symbolPay = symbol === undefined ? 0 : linePay(machine, symbol, count);
  if (wildPay === 0 && symbolPay === 0) return null;
  return wildPay >= symbolPay ? { symbol: machine.wild, count: wilds, pay: wildPay } : { symbol, count, pay: symbolPay };
}

/** what `count` scatters pay, hundredths of the total bet, and the free spins they give */
function scatterAward(rule: ScatterRule | undefined, count: number): { pay: number; freeSpins: number } {
  if (!rule || count < 3) return { pay: 0, freeSpins: 0 };
  const index = Math.min(count, 5) - 3;
  return { pay: rule.pays[index], freeSpins: rule.freeSpins[index] };
}

/** The most spins a round can take: the base spin and the largest free-spin award. */
export const maxSpins = (machine: SlotMachine): number => 1 + Math.max(0, ...(machine.scatter?.freeSpins ?? []));

/** One spin from its 5 floats; `factor` multiplies its wins (free spins). */
export function slotSpin(machine: SlotMachine, reelFloats: readonly number[], factor = 1): SlotSpin {
  const stops = machine.reels.map((strip, reel) => Math.floor(reelFloats[reel] * strip.length));
  const grid = Array.from({ length: ROWS }, (_, row) => machine.reels.map((strip, reel) => strip[(stops[reel] + row) % strip.length]));
  const lines: LineWin[] = [];
  machine.lines.forEach((rows, index) => {
    const win = lineWin(
      machine,
      rows.map((row, reel) => grid[row][reel]),
    );
    if (win) lines.push({ line: index + 1, symbol: win.symbol, count: win.count, multiplier: ((win.pay * 100) / machine.lines.length) * factor });
  });
  const count = machine.scatter ? grid.flat().filter((symbol) => symbol === machine.scatter?.symbol).length : 0;
  const scatter = { count, multiplier: scatterAward(machine.scatter, count).pay * factor };
  const multiplier = lines.reduce((sum, win) => sum + win.multiplier, scatter.multiplier);
  return { stops, grid, lines, scatter, multiplier };
}

/** A round: the base spin from floats 0–4, then each free spin it triggered from the next 5. */
export function slotOutcome(machine: SlotMachine, roundFloats: readonly number[]): SlotOutcome {
  const base = slotSpin(machine, roundFloats.slice(0, REELS));
  const { freeSpins: awarded } = scatterAward(machine.scatter, base.scatter.count);
  const freeSpins = Array.from({ length: awarded }, (_, index) =>
    slotSpin(machine, roundFloats.slice(REELS * (index + 1), REELS * (index + 2)), machine.scatter?.factor),
  );
  const multiplier = freeSpins.reduce((sum, spin) => sum + spin.multiplier, base.multiplier);
  return { ...base, freeSpins, win: multiplier > 0, multiplier };
}

/** how many times each symbol stands on a strip */
function symbolCounts(strip: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
}

/**
 * The exact expected line pay of one payline, in line bets. A line's symbol on each reel is a uniform
 * draw from that reel's strip (the stop is uniform whatever the row), independent across reels, so
 * every line has the same expectation: the sum over the symbol combinations of their probabilities.
 */
export function expectedLinePay(machine: SlotMachine): number {
  const reels = machine.reels.map((strip) => [...symbolCounts(strip)].map(([symbol, count]) => ({ symbol, chance: count / strip.length })));
  let expected = 0;
  const walk = (reel: number, symbols: string[], chance: number) => {
    if (reel === REELS) {
      expected += chance * (lineWin(machine, symbols)?.pay ?? 0);
      return;
    }
    for (const { symbol, chance: next } of reels[reel]) walk(reel + 1, [...symbols, symbol], chance * next);
  };
  walk(0, [], 1);
  return expected;
}

/** The exact chance of each scatter count in view (index = count), over every stop of every reel. */
export function scatterChances(machine: SlotMachine): number[] {
  let chances = [1];
  for (const strip of machine.reels) {
    const inView = [0, 0, 0, 0];
    for (let stop = 0; stop < strip.length; stop++) {
      let count = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === machine.scatter?.symbol) count++;
      inView[count] += 1 / strip.length;
    }
    const next = new Array<number>(chances.length + ROWS).fill(0);
    chances.forEach((chance, total) => inView.forEach((reelChance, count) => (next[total + count] += chance * reelChance)));
    chances = next;
  }
  return chances;
}

/**
 * The machine's exact return to player as a fraction of the bet: one spin returns the expected line
 * pay (the same on every line, in line bets, so the lines return it in total bets) plus the expected
 * scatter pay; a round returns one spin plus, for each scatter count, its chance × its free spins ×
 * the factor × one spin (free spins do not retrigger).
 */
export function slotRtp(machine: SlotMachine): number {
  const chances = scatterChances(machine);
  const awards = chances.map((_, count) => scatterAward(machine.scatter, count));
  const spin = expectedLinePay(machine) + chances.reduce((sum, chance, count) => sum + (chance * awards[count].pay) / 100, 0);
  const freeSpins = chances.reduce((sum, chance, count) => sum + chance * awards[count].freeSpins, 0);
  return spin * (1 + freeSpins * (machine.scatter?.factor ?? 0));
}

/** a reel strip written as its symbols, top to bottom, separated by spaces */
const strip = (symbols: string): string[] => symbols.split(' ');

/** The 20 paylines, rows per reel (0 top, 1 middle, 2 bottom); Sultan's Gold plays the first 10. */
const PAYLINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
] as const;

/** Sultan's Gold: 10 lines, the sultan is wild. */
export const SULTANS_GOLD: SlotMachine = {
  reels: [
    strip(
      'ace king dagger ace king crown queen king jack queen lamp dagger ace jack queen crown lamp king ace dagger king wild jack queen crown wild ace lamp queen king jack dagger',
    ),
    strip(
      'king ace dagger ace jack crown queen lamp king dagger ace jack wild king crown jack queen lamp king dagger queen jack wild king lamp dagger crown ace king ace jack queen',
    ),
    strip(
      'ace lamp dagger ace king crown jack dagger lamp queen king queen ace jack crown queen wild dagger ace king jack wild lamp queen jack lamp ace dagger crown queen king jack',
    ),
    strip(
      'dagger ace queen jack ace queen jack lamp crown lamp ace king queen jack dagger crown dagger lamp ace wild king jack wild crown lamp dagger queen king queen jack ace dagger',
    ),
    strip(
      'ace jack dagger ace dagger king queen dagger crown dagger wild ace jack wild jack king queen lamp crown ace dagger queen wild jack crown king lamp dagger queen king ace jack',
    ),
  ],
  lines: PAYLINES.slice(0, 10),
  pays: {
    wild: [50, 200, 1000],
    crown: [25, 100, 500],
    lamp: [20, 75, 250],
    dagger: [15, 50, 150],
    ace: [10, 25, 100],
    king: [5, 20, 75],
    queen: [5, 15, 50],
    jack: [5, 10, 40],
  },
  wild: 'wild',
  rtp: 0.96,
};

/** Bosphorus Nights: 20 lines, the Maiden's Tower is wild, the moon scatters into free spins at double wins. */
export const BOSPHORUS_NIGHTS: SlotMachine = {
  reels: [
    strip(
      'moon king ace tea queen ace ship tulip wild tea queen ace jack ship wild tea tulip queen king wild jack king ship ace tulip tea ace king jack king queen king',
    ),
    strip(
      'jack tulip ship moon ace tea king ace ship jack tulip tea queen ace king jack wild tulip ship ace queen king tea jack wild ship ace tulip queen king jack tea',
    ),
    strip(
      'ace tulip tea ace king ship moon tulip tea queen ace queen jack king ship wild tea jack king tulip jack wild ace ship jack tea queen king queen jack ace tulip',
    ),
    strip(
      'jack wild jack ace king ace queen ship ace moon tea jack tea ship wild ace tea tulip king jack tea wild tea ship queen ace tulip tea king queen jack tea',
    ),
    strip(
      'ace king tea wild ace tea queen tea king jack queen wild moon ace ship queen tea ace king queen jack wild ship tea king ace jack tulip queen tulip ace ace',
    ),
  ],
  lines: PAYLINES,
  pays: {
    wild: [25, 100, 500],
    ship: [20, 75, 250],
    tulip: [15, 50, 150],
    tea: [10, 40, 100],
    ace: [5, 20, 75],
    king: [5, 15, 50],
    queen: [4, 10, 40],
    jack: [4, 10, 30],
  },
  wild: 'wild',
  scatter: { symbol: 'moon', pays: [200, 1000, 5000], freeSpins: [8, 12, 20], factor: 2 },
  rtp: 0.965,
};

/** Sultan's Gold at 94.0 %: the same reels and lines, the ace's 3 and the dagger's 5 of a kind pay less. */
export const SULTANS_GOLD_94: SlotMachine = {
  ...SULTANS_GOLD,
  pays: { ...SULTANS_GOLD.pays, dagger: [15, 50, 140], ace: [8, 25, 100] },
  rtp: 0.94,
};

/** Bosphorus Nights at 94.0 %: the same reels, lines and free spins, the tea's and the jack's low pays are smaller. */
export const BOSPHORUS_NIGHTS_94: SlotMachine = {
  ...BOSPHORUS_NIGHTS,
  pays: { ...BOSPHORUS_NIGHTS.pays, tea: [8, 35, 100], jack: [4, 8, 30] },
  rtp: 0.94,
};

/** the studio's slots by game code, each as it plays by default */
export const SLOT_MACHINES = { sultan: SULTANS_GOLD, bosphorus: BOSPHORUS_NIGHTS };
export type SlotGame = keyof typeof SLOT_MACHINES;
export const SLOT_GAMES = Object.keys(SLOT_MACHINES) as SlotGame[];

/** One certified version of a slot: its own paytable (never a scaled payout) and so its own declared RTP (machine.rtp). */
export interface SlotVariant {
  /** stored with each round played on it, and named in the back office */
  id: string;
  machine: SlotMachine;
}

/**
 * Every slot's certified variants, the default (the one every round before variants played) first.
 * The operator chooses the one in force; a round keeps the one it was played with for its settlement
 * and its verification.
 */
export const SLOT_VARIANTS: Readonly<Record<SlotGame, readonly SlotVariant[]>> = {
  sultan: [
    { id: 'rtp96', machine: SULTANS_GOLD },
    { id: 'rtp94', machine: SULTANS_GOLD_94 },
  ],
  bosphorus: [
    { id: 'rtp96.5', machine: BOSPHORUS_NIGHTS },
    { id: 'rtp94', machine: BOSPHORUS_NIGHTS_94 },
  ],
};

/** A slot round's input besides its floats: the variant it is played with (absent: the default, as before variants). */
export interface SlotParams {
  variant?: string;
}

export const isSlotGame = (game: string): game is SlotGame => game in SLOT_MACHINES;

/** A slot's variant by id, its default without one; undefined for an id the game does not have. */
export const slotVariant = (game: SlotGame, id?: string): SlotVariant | undefined =>
  id === undefined ? SLOT_VARIANTS[game][0] : SLOT_VARIANTS[game].find((variant) => variant.id === id);

/** each slot's variant in force, by id (the server keeps the operator's choice; its pages show it) */
export type VariantsInForce = Record<SlotGame, string>;

/** every slot on its default variant */
export const defaultVariants = (): VariantsInForce => Object.fromEntries(SLOT_GAMES.map((game) => [game, SLOT_VARIANTS[game][0].id])) as VariantsInForce;
