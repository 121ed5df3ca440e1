// An instant game's stake controls: ½, 2×, Min and Max beside the field, within the limits the page
// carries on it (data-min, data-max: the server's config.originals.limits), and the desktop's
// shortcuts (contracts GAME_HOTKEYS: Space bets, H halves, D doubles), which the rules list.
import { formatAmount, GAME_HOTKEYS, QUICK_STAKES, quickStake, type GameHotkey, type QuickStake, type StakeLimits } from '@arena/contracts';
import { element, locale } from './page';

/** where typing goes: a key pressed there is the player's text, never a shortcut */
const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** where Space already presses what has the focus: the browser's, not a bet */
const PRESSABLE = new Set(['BUTTON', 'A', 'SUMMARY']);

/**
 * The shortcut a key press asks for, or null: none while typing in a field, with a modifier held, for
 * Space on a focused button, or for a held Space repeating (one press, one bet).
 */
export function hotkeyOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat' | 'target'>): GameHotkey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (target && (TYPING.has(target.tagName) || target.isContentEditable)) return null;
  const key = event.key.toLowerCase();
  const hotkey = (Object.keys(GAME_HOTKEYS) as GameHotkey[]).find((name) => GAME_HOTKEYS[name] === key) ?? null;
  if (hotkey === 'bet' && (event.repeat || (target && PRESSABLE.has(target.tagName)))) return null;
  return hotkey;
}

/** The limits the stake field carries. */
export function stakeLimits(input: HTMLInputElement): StakeLimits {
  return { min: Number(input.dataset.min), max: Number(input.dataset.max) };
}

export interface StakeControls {
  /** the controls and shortcuts answer (false while an auto-bet runs: its stake is fixed) */
  setEnabled(enabled: boolean): void;
}

/**
 * Wires the quick stakes and the shortcuts. `read` is the stake entered (null when it is none),
 * `changed` recomputes what the page shows of it, `bet` places a bet as the bet button does (none where
 * a bet is a click on the table: Space is then left to the browser).
 */
export function stakeControls(read: () => number | null, changed: () => void, bet?: () => void): StakeControls {
  const input = element<HTMLInputElement>('amount');
  const limits = stakeLimits(input);
  let enabled = true;
  const buttons = QUICK_STAKES.map((action) => element<HTMLButtonElement>(`stake-${action}`));
  const apply = (action: QuickStake) => {
    input.value = formatAmount(quickStake(action, read(), limits), locale);
    changed();
  };
  QUICK_STAKES.forEach((action, i) => buttons[i].addEventListener('click', () => apply(action)));
  document.addEventListener('keydown', (event) => {
    const hotkey = enabled ? hotkeyOf(event) : null;
    if (!hotkey || (hotkey === 'bet' && !bet)) return;
    // Space would scroll the page
    event.preventDefault();
    if (hotkey === 'bet') bet?.();
    else apply(hotkey);
  });
  return {
    setEnabled(value) {
      enabled = value;
      for (const button of buttons) button.disabled = !value;
      input.disabled = !value;
    },
  };
}
