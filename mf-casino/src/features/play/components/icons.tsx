// The title bar's icons, drawn as SVG: a font's symbol (⛶) showed as an empty box where the font has none.
import { chakra } from '@arena/ui';

const PATHS = {
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  reload: 'M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5',
  close: 'M6 6l12 12M18 6L6 18',
} as const;
export type TitleBarIconName = keyof typeof PATHS;

/** A 20 px stroke icon in the text's colour; decoration only (its button carries the label). */
export function TitleBarIcon({ name }: { name: TitleBarIconName }) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="5"
      height="5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-icon={name}
    >
      <path d={PATHS[name]} />
    </chakra.svg>
  );
}
