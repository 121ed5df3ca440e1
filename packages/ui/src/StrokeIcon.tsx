import { Icon } from './chakra';

/**
 * An outline icon drawn as SVG strokes on a 24×24 grid (`path`: the path's `d`), 20 px, in the text's
 * colour; decoration only: the button or link it sits in carries the label.
 */
export function StrokeIcon({ path }: { path: string }) {
  return (
    <Icon boxSize="5" aria-hidden>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={path} />
      </svg>
    </Icon>
  );
}
