/** Resolves in the browser's next task, so the work before and after it are separate tasks. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads the UI one step per task: Chakra's modules, its theme system (the heaviest single step, a
 * few hundred ms of a phone's main thread), then the chrome with react-dom. Done together they were
 * one long task that held back input and the start-up calls; apart, the browser can answer between
 * them, and the calls are already in flight.
 */
export async function loadUi() {
  const ui = await import('@arena/ui');
  await nextTask();
  ui.arenaSystemWithoutGlobalCss();
  await nextTask();
  const { renderApp } = await import('./render-app');
  await nextTask();
  return renderApp;
}
