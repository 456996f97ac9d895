import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
// axe-core's own script, read once: it is evaluated in the page rather than added as a <script> tag, since the app's
// Content-Security-Policy (script-src 'self') rightly refuses inline scripts, and evaluation through the DevTools
// protocol is not subject to it.
const axeSource = (require('axe-core') as { source: string }).source;

const FAILING_IMPACTS = new Set(['serious', 'critical']);

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * Parts of the page axe is not to look at, each for a reason we cannot fix in the app. Keep this list short and say
 * why for every entry.
 */
const EXCLUDED: string[] = [];

/** The violations as a reader needs them: rule, impact, what it asks for, and where (a selector per node). */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 8)
        .map(
          (node) =>
            `    - ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
        )
        .join('\n');
      const more = violation.nodes.length > 8 ? `\n    … and ${violation.nodes.length - 8} more` : '';
      return `  ${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
}

/** Runs axe-core on the page as it is now and returns every WCAG 2.1 A/AA violation. */
export async function runAxe(page: Page): Promise<Result[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  // Wait for transitions (a dialog fading in) to end, so colours are measured as the user sees them; a spinner's
  // endless animation never finishes, so only those that end are awaited.
  // The pointer stays where the last click was; a control that opens under it would be judged in its hover colours.
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await page.evaluate(
    ([options, exclude]) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } })
        .axe;
      return axe.run({ include: [document], exclude: exclude.map((selector) => [selector]) }, options);
    },
    [RUN_OPTIONS, EXCLUDED] as const,
  );
  return results.violations;
}

/** Fails with every serious or critical violation on the page as it is now, named after `label`. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const serious = (await runAxe(page)).filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  if (serious.length > 0) {
    throw new Error(
      `axe: ${serious.length} serious or critical accessibility violation(s) on ${label}:\n${describeViolations(serious)}`,
    );
  }
}
