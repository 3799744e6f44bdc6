/**
 * The frame every card shares: its face (children), an info button that shows its help on tap, the same
 * help while a mouse points at the face or the button, and on a long press of the face. The help is the
 * one-line rule as its headline and the card's full rule (client/citadels/card-rules.ts) under it, drawn
 * above everything in a portal and placed in view (client/shared/AnchoredPopup.tsx), so a faded card
 * or the cards below cannot cover it. Actions on the card go in `actions`, below the face.
 */
import { useId, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { useText } from '../use-text';
import { useLongPress } from '../../shared/use-long-press';
import { AnchoredPopup } from '../../shared/AnchoredPopup';

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
  /** The card's place in a fan (client/citadels/fan.ts). */
  style?: CSSProperties;
}

export function CardFrame({ className, name, rules, detail, children, actions, data, style }: Props) {
  const { t } = useText();
  const [open, setOpen] = useState(false);
  const [pointed, setPointed] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const id = useId();
  const point = (on: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setPointed(on);
  };
  const hover = { onPointerEnter: point(true), onPointerLeave: point(false) };
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
    <div ref={card} className={`cit-card ${className}${open ? ' cit-open' : ''}`} style={style} {...data}>
      <div
        className="cit-face"
        {...press}
        onPointerLeave={(event) => {
          press.onPointerLeave();
          point(false)(event);
        }}
        onPointerEnter={hover.onPointerEnter}
        onClick={tapFace}
      >
        {children}
      </div>
      <button
        type="button"
        className="cit-info"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={t('citadels.card.info', { name })}
        onClick={() => setOpen(!open)}
        {...hover}
      >
        i
      </button>
      {(open || pointed) && (
        <AnchoredPopup anchor={card} id={id} className="cit-rules" role="note">
          <strong className="cit-rules-head">{rules}</strong>
          {detail && <p className="cit-rules-full">{detail}</p>}
        </AnchoredPopup>
      )}
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
