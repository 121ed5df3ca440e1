import { Box } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { ArenaUiProvider } from '../ArenaUiProvider';
import type * as EmotionCacheModule from '../emotion-cache';

/** a fresh copy of the module, so each case creates its cache from its own document */
const freshCache = () => {
  let module: typeof EmotionCacheModule | undefined;
  jest.isolateModules(() => {
    module = require('../emotion-cache') as typeof EmotionCacheModule;
  });
  return module!.arenaEmotionCache();
};

describe('arenaEmotionCache', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("gives emotion's style elements the nonce the document hands over", () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="abc123">';
    const cache = freshCache();
    cache.sheet.insert('.a{color:red}');
    expect(cache.nonce).toBe('abc123');
    expect(document.querySelector('style[data-emotion="css"]')?.getAttribute('nonce')).toBe('abc123');
  });

  it('uses no nonce when the document hands none over', () => {
    expect(freshCache().nonce).toBeUndefined();
  });

  it('is the cache ArenaUiProvider renders with', () => {
    const { arenaEmotionCache } = require('../emotion-cache') as typeof EmotionCacheModule;
    render(
      <ArenaUiProvider>
        <Box color="red.500">page</Box>
      </ArenaUiProvider>,
    );
    expect(Object.keys(arenaEmotionCache().inserted).length).toBeGreaterThan(0);
  });
});
