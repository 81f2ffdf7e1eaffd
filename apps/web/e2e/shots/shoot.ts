import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const SIZES = [
  ['390', { width: 390, height: 844 }],
  ['1440', { width: 1440, height: 900 }],
] as const;

/** The folder the pictures go to: SHOTS_DIR, or shots/ at the repository root. */
export function shotsDir(): string {
  const dir = path.resolve(process.env.SHOTS_DIR ?? path.join(root, 'shots'));
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The whole page as `<name>.png`; on a phone also each screenful as the user sees it
 * (`<name>-part<N>.png`, at most six).
 */
export async function shoot(page: Page, name: string) {
  const dir = shotsDir();
  // No hover left over from a click; charts and pictures settle after a resize.
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  const width = page.viewportSize()?.width ?? 1280;
  if (width >= 600) return;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < height && part <= 6; y += 760, part += 1) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.screenshot({ path: path.join(dir, `${name}-part${part}.png`) });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
