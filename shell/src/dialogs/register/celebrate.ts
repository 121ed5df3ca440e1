import confetti from 'canvas-confetti';

/** The registration confetti (spec §9: 150 particles, spread 180). */
export function celebrate() {
  void confetti({ particleCount: 150, spread: 180 });
}
