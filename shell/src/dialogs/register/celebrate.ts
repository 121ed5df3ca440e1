import confetti from 'canvas-confetti';

let cannon: ReturnType<typeof confetti.create> | undefined;

/**
 * The registration confetti (150 particles, spread 180), drawn on the page's own thread: the
 * library's default cannon runs in a worker made from a blob: URL, which our Content-Security-Policy refuses.
 */
export function celebrate() {
  cannon ??= confetti.create(undefined, { resize: true, useWorker: false });
  void cannon({ particleCount: 150, spread: 180 });
}
