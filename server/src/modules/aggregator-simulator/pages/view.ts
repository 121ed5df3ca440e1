// What each simulated game adds to the simulator's one page frame (../game-page.ts): its table (the
// stage), its choices, its rules, its style and the script that plays a round through the frame's
// play() and draws the result. Texts are translation keys; the script reads them from the page's data.

export interface ViewContext {
  /** translated and HTML-escaped */
  t: (key: string, params?: Record<string, string>) => string;
  /** a multiplier in hundredths, in the page's language (250 → "2,5") */
  times: (hundredths: number) => string;
}

export interface GameView {
  /** the primary button's label (a translation key) */
  action: string;
  stage(context: ViewContext): string;
  /** the choices before the stake, inside the play form */
  controls(context: ViewContext): string;
  rules(context: ViewContext): string;
  css: string;
  /** runs after the frame's script: binds the form's submit and draws rounds */
  script: string;
  /** the keys its script shows */
  texts: readonly string[];
}
