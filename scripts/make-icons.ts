/**
 * `npx tsx scripts/make-icons.ts`: writes the site's mark (client/shared/site-logo.ts) as the favicon and
 * install icon SVGs (public/icons/icon.svg, maskable.svg) and draws the PNGs (committed) from them with
 * Debian's Chromium: the 192 and 512 px icons, a 512 px maskable one (the picture inside the safe zone) and
 * the 180 px Apple touch icon. Run it again after changing the mark (docs/turn-based.md#offline).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../e2e/browser';
import { logoSvg } from '../client/shared/site-logo';

const DIR = join(import.meta.dirname, '..', 'public', 'icons');
const ICONS: [svg: string, png: string, size: number][] = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['maskable.svg', 'maskable-512.png', 512],
  ['icon.svg', 'apple-touch-icon.png', 180],
];

writeFileSync(join(DIR, 'icon.svg'), logoSvg());
writeFileSync(join(DIR, 'maskable.svg'), logoSvg(true));
const browser = await launchBrowser();
const page = await browser.newPage();
for (const [svg, png, size] of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  const markup = readFileSync(join(DIR, svg), 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<style>html,body{margin:0}</style>${markup}`);
  await page.screenshot({
    path: join(DIR, png),
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  console.log(`public/icons/${png}`);
}
await browser.close();
