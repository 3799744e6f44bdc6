/** The site's mark (client/shared/site-logo.ts) inline, for the eye only: the site's name stands beside it. */
import { LOGO_SHAPES } from './site-logo';

export function SiteLogo({ className = 'site-logo' }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      aria-hidden="true"
      stroke="#2b2118"
      strokeWidth={2}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {LOGO_SHAPES.map(({ d, fill, line }, i) =>
        line === undefined ? (
          <path key={i} d={d} fill={fill} />
        ) : (
          <path key={i} d={d} fill="none" stroke={fill} strokeWidth={line} strokeLinecap="butt" />
        ),
      )}
    </svg>
  );
}
