/**
 * The frame every card shares: its face (children), an info button that shows its help on tap, the same
 * help on hover (CSS) and on a long press of the face. The help is the one-line rule as its headline and
 * the card's full rule (client/citadels/card-rules.ts) under it. Actions on the card go in `actions`,
 * below the face.
 */
import { useRef, useState, type ReactNode } from 'react';
import { useText } from '../use-text';
import { useLongPress } from '../../shared/use-long-press';

interface Props {
  className: string;
  name: string;
  /** The headline of the help: the one-line rule. */
  rules: string;
  /** The full rule under the headline, when the card has one. */
  detail?: string;
  children: ReactNode;
  actions?: ReactNode;
  data?: Record<string, string>;
}

export function CardFrame({ className, name, rules, detail, children, actions, data }: Props) {
  const { t } = useText();
  const [open, setOpen] = useState(false);
  // A tap on the face closes what a long press opened; the click that ends the long press itself does not.
  const longPressed = useRef(false);
  const press = useLongPress(() => {
    longPressed.current = true;
    setOpen(true);
  });
  const tapFace = () => {
    if (open && !longPressed.current) setOpen(false);
    longPressed.current = false;
  };
  return (
    <div className={`cit-card ${className}${open ? ' cit-open' : ''}`} {...data}>
      <div className="cit-face" {...press} onClick={tapFace}>
        {children}
      </div>
      <button
        type="button"
        className="cit-info"
        aria-expanded={open}
        aria-label={t('citadels.card.info', { name })}
        onClick={() => setOpen(!open)}
      >
        i
      </button>
      <div className="cit-rules" role="note">
        <strong className="cit-rules-head">{rules}</strong>
        {detail && <p className="cit-rules-full">{detail}</p>}
      </div>
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
