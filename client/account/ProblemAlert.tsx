/** The account page's message of what went wrong (account-problem.ts), announced as an alert; nothing without one. */
import { useT } from '../i18n/LanguageProvider';
import type { Problem } from './account-problem';

export function ProblemAlert({ problem }: { problem: Problem | null | undefined }) {
  const t = useT();
  if (!problem) return null;
  return (
    <p className="error" role="alert">
      {t(problem.key, problem.params)}
    </p>
  );
}
