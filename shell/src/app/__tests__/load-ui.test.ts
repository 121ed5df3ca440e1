import { loadUi, nextTask } from '../load-ui';

const mockSteps: string[] = [];
jest.mock('@arena/ui', () => {
  mockSteps.push('chakra modules');
  return {
    arenaSystemWithoutGlobalCss: () => {
      mockSteps.push('system');
      // a task queued now runs before the next step only if that step waits for a later task
      setTimeout(() => mockSteps.push('browser task'), 0);
    },
  };
});
jest.mock('../render-app', () => {
  mockSteps.push('chrome modules');
  return { renderApp: () => undefined };
});

describe('loadUi', () => {
  it('nextTask resolves in a later task: queued microtasks all run before it', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => Promise.resolve())
      .then(() => order.push('microtasks'));
    await task;
    expect(order).toEqual(['microtasks', 'next task']);
  });

  it('loads Chakra, builds its system and loads the chrome in separate tasks, then hands back renderApp', async () => {
    const renderApp = await loadUi();
    expect(mockSteps).toEqual(['chakra modules', 'system', 'browser task', 'chrome modules']);
    expect(typeof renderApp).toBe('function');
  });
});
