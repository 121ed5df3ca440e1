// canvas-confetti ships no types; this is the part the celebration uses.
declare module 'canvas-confetti' {
  interface ConfettiOptions { particleCount?: number; spread?: number; origin?: { x?: number; y?: number } }
  interface CannonOptions { resize?: boolean; useWorker?: boolean }
  type Cannon = (options?: ConfettiOptions) => Promise<null> | null;
  /** A cannon of its own; without a canvas it draws on a full-page one. */
  const confetti: Cannon & { create(canvas: HTMLCanvasElement | undefined, options?: CannonOptions): Cannon };
  export default confetti;
}
