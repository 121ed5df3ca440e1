/**
 * Content-Security-Policy violations seen by a browser context (issue 9: the Playwright suites fail on
 * any of them). Two witnesses: the documents' `securitypolicyviolation` events, reported through a
 * binding, and the console's "… violates the following Content Security Policy directive …" lines
 * (older Chromium: "Refused to … because it violates …"), which also cover what no document event
 * reports (e.g. a frame refused by its frame-ancestors).
 */
import type { BrowserContext } from '@playwright/test';

export interface CspViolation {
  /** which witness saw it */
  source: 'event' | 'console';
  /** the document (or console page) it happened in */
  url: string;
  /** event: the directive that refused, e.g. script-src-elem */
  directive?: string;
  /** event: what was refused: a URL, 'inline' or 'eval' */
  blocked?: string;
  /** event: 'enforce' or 'report' (Report-Only policies count too) */
  disposition?: string;
  /** event: script position of the offence, when known */
  at?: string;
  /** console: the browser's message */
  message?: string;
}

const BINDING = '__arenaCspViolation';
const VIOLATES = /violates the following Content Security Policy directive/;
const collected = new WeakMap<BrowserContext, CspViolation[]>();

/** Starts collecting in every page and frame the context opens from now on; returns the live list. */
export async function collectCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  collected.set(context, violations);
  await context.exposeBinding(BINDING, (_source, violation: Omit<CspViolation, 'source'>) => {
    violations.push({ source: 'event', ...violation });
  });
  await context.addInitScript((binding) => {
    const report = (window as unknown as Record<string, (v: object) => void>)[binding];
    document.addEventListener('securitypolicyviolation', (e) => {
      report({
        url: e.documentURI,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        disposition: e.disposition,
        at: e.sourceFile ? `${e.sourceFile}:${e.lineNumber}:${e.columnNumber}` : undefined,
      });
    });
  }, BINDING);
  context.on('console', (msg) => {
    if (VIOLATES.test(msg.text())) violations.push({ source: 'console', url: msg.page()?.url() ?? '', message: msg.text() });
  });
  return violations;
}

/** The list collectCspViolations keeps for a context. */
export function cspViolationsOf(context: BrowserContext): CspViolation[] {
  const violations = collected.get(context);
  if (!violations) throw new Error('CSP violations are not collected for this context');
  return violations;
}

export function formatCspViolations(violations: CspViolation[]): string {
  return violations
    .map((v) =>
      v.source === 'event'
        ? `- ${v.url}: ${v.directive} refused ${v.blocked || '(nothing named)'} [${v.disposition}]${v.at ? ` at ${v.at}` : ''}`
        : `- ${v.url} (console): ${v.message}`,
    )
    .join('\n');
}

/** Throws with the list when the context saw any violation. */
export function assertNoCspViolations(violations: CspViolation[]) {
  if (violations.length) {
    throw new Error(`${violations.length} Content-Security-Policy violation(s):\n${formatCspViolations(violations)}`);
  }
}
