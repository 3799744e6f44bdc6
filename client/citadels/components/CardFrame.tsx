/**
 * The frame every card shares: its face (children), an info button that shows the full rules text on
 * tap, and the same text on hover (CSS). Actions on the card go in `actions`, below the face.
 */
import { useState, type ReactNode } from 'react';
import { useText } from '../use-text';

interface Props {
  className: string;
  name: string;
  rules: string;
  children: ReactNode;
  actions?: ReactNode;
  data?: Record<string, string>;
}

export function CardFrame({ className, name, rules, children, actions, data }: Props) {
  const { t } = useText();
  const [open, setOpen] = useState(false);
  return (
    <div className={`cit-card ${className}${open ? ' cit-open' : ''}`} {...data}>
      <div className="cit-face">{children}</div>
      <button
        type="button"
        className="cit-info"
        aria-expanded={open}
        aria-label={t('citadels.card.info', { name })}
        onClick={() => setOpen(!open)}
      >
        i
      </button>
      <p className="cit-rules" role="note">
        {rules}
      </p>
      {actions && <div className="cit-card-actions">{actions}</div>}
    </div>
  );
}

/** A gold coin with a number on it. */
export function Coin({ n, title }: { n: number | string; title?: string }) {
  return (
    <svg className="cit-coin" viewBox="0 0 24 24" role="img" aria-label={title ?? String(n)}>
      <circle cx="12" cy="12" r="11" />
      <circle cx="12" cy="12" r="8.5" className="cit-coin-rim" />
      <text x="12" y="16.5" textAnchor="middle">
        {n}
      </text>
    </svg>
  );
}
