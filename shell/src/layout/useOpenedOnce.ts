import { useState } from 'react';

/**
 * False until `open` is first true, then true for good. A drawer mounts on its first open (a closed
 * drawer's machinery was the costliest part of the chrome's first render on a phone) and then stays
 * mounted for its closing animation and later opens.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
