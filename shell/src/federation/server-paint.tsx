import { useLayoutEffect, useRef } from 'react';

/**
 * What the server painted in the document's skeleton under the page's heading
 * (server/src/modules/platform/shell-document.ts): the home page's first banner or a casino lobby's
 * first row of games, the page's largest element. The first content outlet moves it out of the
 * skeleton in the commit that replaces the skeleton, and shows it until its remote has drawn the real thing.
 */
let painted: Element | null = null;

/**
 * Remembers the server's painting (if any) in `root` before React renders over the skeleton; it stays
 * in the skeleton meanwhile, so nothing under it moves up while the shell renders.
 */
export function keepServerPaint(root: HTMLElement): void {
  painted = root.querySelector('.sk-b, .sk-g');
}

/** The server's painting, once: a later page or a second outlet has its own content to wait for. */
function takeServerPaint(): Element | null {
  const node = painted;
  painted = null;
  return node;
}

/** The server's painting, in place while the remote loads (the same element: no second image request). */
export function ServerPaint() {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = takeServerPaint();
    if (node) host.current?.append(node);
  }, []);
  return <div ref={host} data-testid="server-paint" />;
}
