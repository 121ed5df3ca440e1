import { useId } from 'react';
import { crestOf, type CrestPattern } from '../crest';

// the shield's outline in a 24 × 28 box
const SHIELD = 'M2,2 H22 V12.5 C22,19.5 17.5,24.5 12,27 C6.5,24.5 2,19.5 2,12.5 Z';

/** The pattern's shapes in the second colour, drawn over the first and clipped to the shield. */
function PatternShapes({ pattern, fill }: { pattern: CrestPattern; fill: string }) {
  switch (pattern) {
    case 'plain':
      return null;
    case 'stripes':
      return <path d="M6,0 H9 V28 H6 Z M10.5,0 H13.5 V28 H10.5 Z M15,0 H18 V28 H15 Z" fill={fill} />;
    case 'band':
      return <rect x="0" y="9" width="24" height="7" fill={fill} />;
    case 'sash':
      return <path d="M0,4 L4,0 L24,22 L24,28 L20,28 L0,8 Z" fill={fill} />;
    case 'halves':
      return <rect x="12" y="0" width="12" height="28" fill={fill} />;
    case 'chevron':
      return <path d="M0,10 L12,18 L24,10 V15 L12,23 L0,15 Z" fill={fill} />;
    case 'hoops':
      return <path d="M0,6 H24 V9.5 H0 Z M0,13 H24 V16.5 H0 Z M0,20 H24 V23.5 H0 Z" fill={fill} />;
    case 'quarters':
      return <path d="M12,0 H24 V14 H12 Z M0,14 H12 V28 H0 Z" fill={fill} />;
  }
}

/**
 * A team's crest: a shield in two colours with its initials, the same for the same name everywhere
 * (see crestOf). Decorative: the team's name is written beside it.
 */
export function TeamCrest({ name, size = 18 }: { name: string; size?: number }) {
  const crest = crestOf(name);
  // an id for the clip path that is valid in url(#…) whatever React's id looks like
  const clipId = `crest-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 28"
      width={Math.round((size * 24) / 28)}
      height={size}
      data-crest={`${crest.primary} ${crest.secondary} ${crest.pattern} ${crest.initials}`}
    >
      <clipPath id={clipId}>
        <path d={SHIELD} />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <rect width="24" height="28" fill={crest.primary} />
        <PatternShapes pattern={crest.pattern} fill={crest.secondary} />
      </g>
      {/* the rim in the second colour (a plain crest shows both too), edged dark to stand off any background */}
      <path d={SHIELD} fill="none" stroke={crest.secondary} strokeWidth="2.4" clipPath={`url(#${clipId})`} />
      <path d={SHIELD} fill="none" stroke="rgba(0,0,0,0.45)" strokeWidth="0.8" />
      <text
        x="12"
        y="15.5"
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={crest.initials.length > 1 ? 8.5 : 11}
        fontWeight="700"
        fontFamily="inherit"
        fill="#fff"
        stroke="rgba(0,0,0,0.6)"
        strokeWidth="1.6"
        paintOrder="stroke"
      >
        {crest.initials}
      </text>
    </svg>
  );
}
