/**
 * Machiavelli's (Citadels') small picture on the home page: a crown (inline, nothing to
 * download), drawn with the class the home page gives it.
 */
export function CitadelsHomeArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 72 72" aria-hidden="true">
      <rect width="72" height="72" rx="6" fill="#3c2f5a" />
      <path d="M12 52l-4-30 16 14 12-20 12 20 16-14-4 30z" fill="#e8b931" stroke="#8a6a12" strokeWidth="2" />
      <rect x="12" y="54" width="48" height="6" fill="#e8b931" />
    </svg>
  );
}
