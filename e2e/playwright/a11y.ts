/**
 * The accessibility check of the Playwright suites (issue 9): axe-core over what the page shows now,
 * every rule axe runs by default, failing on serious and critical violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical axe violations of the page as it is now (dialogs open included). */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // axe.run in the page and its frames (legacy mode) rather than a partial run per frame finished in a
  // new blank page, which injects axe's 500 kB twice more: a third of each check on a busy 2-core machine.
  // It reaches same-origin frames only, and ours are: the studio's games and the sandbox's payment pages
  // are the site's own.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return violations.filter((v) => BLOCKING.has(v.impact ?? ''));
}

/** One block per rule: what is wrong, where to read about it, and each offending element. */
export function formatA11yViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' ')}\n      ${n.html}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Fails (softly, so one sweep reports every page) when axe finds a serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, where = page.url()) {
  const violations = await seriousA11yViolations(page);
  expect
    .soft(
      violations.map((v) => v.id),
      `axe on ${where}:\n${formatA11yViolations(violations)}`,
    )
    .toEqual([]);
}
