// The games' sounds: short tones synthesized with WebAudio (no files, nothing fetched, nothing for the
// page's CSP to allow), and the mute toggle the frame draws (#sound), whose choice is remembered per
// player in this browser. A player who never chose hears what the licence says: the toggle's
// data-default (config.licence.soundByDefault).
import { storedPlayer } from './page';

/** what a scene may sound */
export type Cue = 'tick' | 'deal' | 'bet' | 'win' | 'crash';

/** a cue's notes, one after another: [start Hz, end Hz, length ms, wave] */
type Note = readonly [number, number, number, OscillatorType];
const CUES: Record<Cue, readonly Note[]> = {
  tick: [[1400, 1400, 25, 'square']],
  deal: [[900, 300, 60, 'triangle']],
  bet: [[440, 660, 90, 'triangle']],
  win: [
    [523, 523, 110, 'triangle'],
    [659, 659, 110, 'triangle'],
    [784, 784, 110, 'triangle'],
    [1047, 1047, 280, 'triangle'],
  ],
  crash: [[420, 60, 600, 'sawtooth']],
};
const VOLUME = 0.08;

/** where the player's choice is kept: one key per player (a visitor's is shared) */
export const soundKey = (player: string | null) => `originals-sound:${player ?? 'visitor'}`;

/** the player's own choice, else the licence's default */
export function soundOn(player: string | null, byDefault: boolean): boolean {
  const chosen = localStorage.getItem(soundKey(player));
  return chosen === null ? byDefault : chosen === 'on';
}

const toggle = document.getElementById('sound');
let on = soundOn(storedPlayer(), toggle?.dataset.default === 'on');
let audio: AudioContext | null = null;

/** the context, made (or woken) on demand: a browser lets it sound once the player has pressed something */
function context(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
  return audio;
}

if (toggle) {
  toggle.setAttribute('aria-pressed', String(on));
  toggle.addEventListener('click', () => {
    on = !on;
    localStorage.setItem(soundKey(storedPlayer()), on ? 'on' : 'off');
    toggle.setAttribute('aria-pressed', String(on));
    if (on) context();
  });
}

/** plays `cue`, unless the player muted the games */
export function play(cue: Cue): void {
  const sound = on ? context() : null;
  if (!sound) return;
  let at = sound.currentTime;
  for (const [from, to, ms, wave] of CUES[cue]) {
    const end = at + ms / 1000;
    const oscillator = sound.createOscillator();
    const gain = sound.createGain();
    oscillator.type = wave;
    oscillator.frequency.setValueAtTime(from, at);
    if (to !== from) oscillator.frequency.exponentialRampToValueAtTime(to, end);
    gain.gain.setValueAtTime(VOLUME, at);
    gain.gain.exponentialRampToValueAtTime(0.001, end);
    oscillator.connect(gain).connect(sound.destination);
    oscillator.start(at);
    oscillator.stop(end);
    at = end;
  }
}
