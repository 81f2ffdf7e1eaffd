import { vi } from 'vitest';

const WIDTH = 800;
const HEIGHT = 300;

/**
 * jsdom lays nothing out, so recharts' ResponsiveContainer (under every Mantine chart) measures
 * 0×0 and draws nothing. Call this in a test (or beforeEach) that checks a chart's bars and
 * labels: the container then measures a fixed 800×300. `restoreMocks` undoes it after the test.
 */
export function giveChartsASize() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.classList.contains('recharts-responsive-container')) {
      return new DOMRect(0, 0, WIDTH, HEIGHT);
    }
    return original.call(this);
  });
}

/**
 * The texts of a drawn chart's axis ticks (both axes, category labels first for a vertical bar
 * chart). Recharts draws them in a later pass: wait for them with `waitFor`.
 */
export function tickLabels(chart: Element): string[] {
  return [...chart.querySelectorAll('.recharts-cartesian-axis-tick-value')].map(
    (tick) => tick.textContent ?? '',
  );
}

/** The category labels of a drawn chart: its tick texts that are not numbers. */
export function categoryLabels(chart: Element): string[] {
  return tickLabels(chart).filter((text) => !/^[\d\s.,]+$/.test(text));
}

/** How many bars a drawn chart has (the rectangles of all its series). */
export function barCount(chart: Element): number {
  return chart.querySelectorAll('.recharts-bar-rectangle').length;
}
