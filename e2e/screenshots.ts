/**
 * Where the browser specs write screenshots. Every screenshot goes to test-results/e2e/ (untracked); the
 * README's screenshots (docs/screenshots/, tracked) are written too only when asked, by
 * `npm run screenshots` (which sets UPDATE_SCREENSHOTS=1), so `npm run test:e2e` never changes a
 * tracked file.
 */
import { join } from 'node:path';

export const ARTIFACTS = join('test-results', 'e2e');
export const DOC_SCREENSHOTS_DIR = join('docs', 'screenshots');
/** The screenshots the README shows, by name. */
export const README_SCREENSHOTS: readonly string[] = [
  'carcassonne-midgame',
  'carcassonne-online',
  'carcassonne-phone',
  'citadels-calling',
  'citadels-phone',
];

/** The files a screenshot called `name` is written to. */
export function screenshotPaths(name: string, env: Record<string, string | undefined> = process.env): string[] {
  const paths = [join(ARTIFACTS, `${name}.png`)];
  if (env.UPDATE_SCREENSHOTS === '1' && README_SCREENSHOTS.includes(name))
    paths.push(join(DOC_SCREENSHOTS_DIR, `${name}.png`));
  return paths;
}
