// @vitest-environment jsdom
// The site's mark (client/shared/site-logo.ts, issue 56): one drawing in the header, on the home page, as
// the favicon and as the install icons; the committed icon files are the drawing itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { LOGO_SHAPES, logoSvg } from '../../client/shared/site-logo';
import { SiteLogo } from '../../client/shared/SiteLogo';

afterEach(cleanup);

const root = join(import.meta.dirname, '..', '..');
const file = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the site’s mark', () => {
  it('is the favicon and the install icons: the files are the drawing (npx tsx scripts/make-icons.ts)', () => {
    expect(file('public/icons/icon.svg')).toBe(logoSvg());
    expect(file('public/icons/maskable.svg')).toBe(logoSvg(true));
    expect(file('index.html')).toContain('<link rel="icon" type="image/svg+xml" href="/icons/icon.svg" />');
    // The maskable icon fills its square with the land and keeps the mark in the middle 80 %.
    expect(logoSvg(true)).toContain('<rect width="48" height="48" fill="#4f8f3a" stroke="none"/>');
    expect(logoSvg(true)).toContain('<g transform="translate(4.8 4.8) scale(0.8)">');
  });

  it('draws the same shapes inline, for the eye only', () => {
    const { container } = render(<SiteLogo />);
    const svg = container.querySelector('svg.site-logo')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect([...svg.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual(LOGO_SHAPES.map((s) => s.d));
    const inFile = [...logoSvg().matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
    expect(inFile).toEqual(LOGO_SHAPES.map((s) => s.d));
  });
});
