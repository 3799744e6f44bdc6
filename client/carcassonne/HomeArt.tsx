/**
 * Carcassonne's small picture on the home page: a city tile with a road (inline, nothing to
 * download), drawn with the class the home page gives it.
 */
export function CarcassonneHomeArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 72 72" aria-hidden="true">
      <rect width="72" height="72" rx="6" fill="#8bbd55" />
      <path d="M0 0h72c-10 22-26 26-36 26S10 22 0 0z" fill="#d9a960" stroke="#7a5230" strokeWidth="3" />
      <rect x="0" y="44" width="72" height="8" fill="#f4ead7" />
      <rect x="30" y="6" width="12" height="12" fill="#c0392b" />
    </svg>
  );
}
