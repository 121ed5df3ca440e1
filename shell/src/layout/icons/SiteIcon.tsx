import type { CSSProperties } from 'react';
import { useSite } from '../../startup/site-store';

/** A menu item's `svgStyle` is CSS text ("color: #e53e3e; opacity: .8") from the server. */
function parseStyle(css: string | null | undefined): CSSProperties | undefined {
  if (!css) return undefined;
  const entries = css
    .split(';')
    .map((rule) => rule.split(':').map((part) => part.trim()))
    .filter(([prop, value]) => prop && value)
    .map(([prop, value]) => [prop.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), value]);
  return Object.fromEntries(entries) as CSSProperties;
}

/** An icon of the start-up icon set; an unknown name keeps its box so the layout does not shift. */
export function SiteIcon({ name, size = 20, svgStyle }: { name: string; size?: number; svgStyle?: string | null }) {
  const path = useSite((site) => site.icons[name]);
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" style={parseStyle(svgStyle)} data-icon={name}>
      {path && <path d={path} fillRule="evenodd" />}
    </svg>
  );
}
