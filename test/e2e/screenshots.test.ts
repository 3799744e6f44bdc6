// The browser specs change no tracked file: screenshots go to test-results/e2e/, and the README's
// (docs/screenshots/) only when `npm run screenshots` asks for them (e2e/screenshots.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { README_SCREENSHOTS, screenshotPaths } from '../../e2e/screenshots';

describe('screenshots of the browser specs', () => {
  it('go to test-results/e2e/ only, unless the README screenshots are asked for', () => {
    expect(screenshotPaths('carcassonne-phone', {})).toEqual([join('test-results', 'e2e', 'carcassonne-phone.png')]);
    expect(screenshotPaths('carcassonne-phone', { UPDATE_SCREENSHOTS: '1' })).toEqual([
      join('test-results', 'e2e', 'carcassonne-phone.png'),
      join('docs', 'screenshots', 'carcassonne-phone.png'),
    ]);
    // A screenshot the README does not show never goes to docs/.
    expect(screenshotPaths('table-spectator', { UPDATE_SCREENSHOTS: '1' })).toEqual([
      join('test-results', 'e2e', 'table-spectator.png'),
    ]);
  });

  it('are written through screenshotPaths only: no spec names the docs folder or writes files itself', () => {
    const files = readdirSync('e2e').filter((f) => f.endsWith('.ts') && f !== 'screenshots.ts');
    for (const file of files) {
      const source = readFileSync(join('e2e', file), 'utf8');
      expect(source, file).not.toMatch(/['"`]docs['"`/]/);
      expect(source, file).not.toMatch(/screenshot\(\{[^}]*path:/);
    }
  });

  it('cover every screenshot the README shows, and `npm run screenshots` runs the specs that take them', () => {
    const readme = readFileSync('README.md', 'utf8');
    const shown = [...readme.matchAll(/docs\/screenshots\/([\w-]+)\.png/g)].map((m) => m[1]);
    expect([...new Set(shown)].sort()).toEqual([...README_SCREENSHOTS].sort());
    const script = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
      .screenshots!;
    expect(script).toMatch(/^UPDATE_SCREENSHOTS=1 vitest run --config vitest\.e2e\.config\.ts /);
    const specs = readdirSync('e2e').filter((f) => f.endsWith('.spec.ts'));
    for (const name of README_SCREENSHOTS) {
      const takers = specs.filter(
        (spec) =>
          readFileSync(join('e2e', spec), 'utf8').includes(`'${name}'`) ||
          readFileSync(join('e2e', spec), 'utf8').includes(`"${name}"`),
      );
      expect(takers.length, name).toBeGreaterThan(0);
      for (const spec of takers) expect(script, `${name} is taken by ${spec}`).toContain(`e2e/${spec}`);
    }
  });
});
