// The title bar's icons, drawn as SVG: a font's symbol (⛶) showed as an empty box where the font has none.
import { StrokeIcon } from '@arena/ui';

const PATHS = {
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  reload: 'M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5',
  close: 'M6 6l12 12M18 6L6 18',
} as const;
export type TitleBarIconName = keyof typeof PATHS;

export function TitleBarIcon({ name }: { name: TitleBarIconName }) {
  return <StrokeIcon path={PATHS[name]} />;
}
