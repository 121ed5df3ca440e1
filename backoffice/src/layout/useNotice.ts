import { useState } from 'react';

/**
 * The answer of a screen's last change, shown as its notice, with the screen's list loaded again
 * after it: `done` is what a form or a row's action calls with the server's message.
 */
export function useNotice(reload: () => unknown) {
  const [notice, setNotice] = useState<string>();
  const done = (message: string) => {
    setNotice(message);
    void reload();
  };
  return { notice, setNotice, done };
}
