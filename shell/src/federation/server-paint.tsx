import { useLayoutEffect, useRef } from 'react';

/**
 * What the server painted in the document's skeleton under the page's heading
 * (server/src/modules/platform/shell-document.ts): the home page's first banner or a casino lobby's
 * first row of games, the page's largest element. Taken out of the skeleton before the shell renders
 * over it, and shown again by the first content outlet until its remote has drawn the real thing.
 */
let painted: Element | null = null;

/** Keeps the server's painting (if any) out of `root` before React replaces the skeleton. */
export function keepServerPaint(root: HTMLElement): void {
  painted = root.querySelector('.sk-b, .sk-g');
  painted?.remove();
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
