import confetti from 'canvas-confetti';

// Not the library's default cannon: it draws in a worker made from a blob: URL, which the
// Content-Security-Policy refuses (worker-src falls back to script-src 'self').
let cannon: ReturnType<typeof confetti.create> | undefined;

/** The registration confetti (spec §9: 150 particles, spread 180). */
export function celebrate() {
  cannon ??= confetti.create(undefined, { resize: true, useWorker: false });
  void cannon({ particleCount: 150, spread: 180 });
}
