/**
 * A popup anchored to an element, drawn in a portal on the document's body with `position: fixed`, so
 * that no card below it, no faded ancestor (an opacity makes a stacking context) and no scrolling box
 * can cover or clip it; placed in view (client/shared/place-popup.ts) when it opens, and again when the
 * page scrolls or the window changes size.
 */
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { placePopup } from './place-popup';

interface Props {
  /** The element the popup belongs to. */
  anchor: RefObject<HTMLElement | null>;
  id?: string;
  className: string;
  role?: string;
  children: ReactNode;
}

export function AnchoredPopup({ anchor, id, className, role, children }: Props) {
  const popup = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const place = () => {
      const from = anchor.current?.getBoundingClientRect();
      const own = popup.current?.getBoundingClientRect();
      if (!from || !own) return;
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      setAt(placePopup(from, { width: own.width, height: own.height }, viewport));
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchor]);
  return createPortal(
    <div
      ref={popup}
      id={id}
      className={className}
      role={role}
      style={{ position: 'fixed', left: at?.left ?? 0, top: at?.top ?? 0, visibility: at ? 'visible' : 'hidden' }}
    >
      {children}
    </div>,
    document.body,
  );
}
