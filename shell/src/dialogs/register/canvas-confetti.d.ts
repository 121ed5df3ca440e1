// canvas-confetti ships no types; this is the part the celebration uses.
declare module 'canvas-confetti' {
  interface ConfettiOptions {
    particleCount?: number;
    spread?: number;
    origin?: { x?: number; y?: number };
  }
  type Cannon = (options?: ConfettiOptions) => Promise<null> | null;
  interface Confetti extends Cannon {
    create(canvas?: HTMLCanvasElement, options?: { resize?: boolean; useWorker?: boolean }): Cannon;
  }
  const confetti: Confetti;
  export default confetti;
}
