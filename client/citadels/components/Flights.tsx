/**
 * The things travelling across the table (docs/design/motion.md): each card, character, coin and the crown
 * of the move just played flies from where it was to where it went, one after another, then is gone. The
 * places are the board's elements marked `data-place` (a seat's hand, purse, city and line, the deck, the
 * bank, the draft's pile and its face-up and face-down discards), measured once
 * drawn. For the eye only: the layer takes no taps and is hidden from assistive technology, the log and the
 * live announcement tell the move; it is not drawn with the Motion switch off or reduced motion.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { districtOf } from '../../../games/citadels/index';
import { DistrictArt } from '../art/district-art';
import { CharacterArt } from '../art/character-art';
import { CrownToken } from '../art/tokens';
import type { Flight } from '../flights';
import { STAGGER_MAX_MS, STAGGER_MS, type FlightBatch } from '../use-flights';

interface Placed {
  flight: Flight;
  /** The destination's centre in the layer, and the way back to the start. */
  x: number;
  y: number;
  dx: number;
  dy: number;
}

function centre(root: Element, place: string, origin: DOMRect): { x: number; y: number } | undefined {
  // The first one drawn (the seat's own hand before its line among the players), else the first.
  const all = [...root.querySelectorAll(`[data-place="${place}"]`)];
  const el = all.find((e) => e.getClientRects().length > 0) ?? all[0];
  if (!el) return undefined;
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2 - origin.left, y: r.top + r.height / 2 - origin.top };
}

function Thing({ flight }: { flight: Flight }) {
  if (flight.what === 'coin') return <span className="cit-flight-coin" />;
  if (flight.what === 'crown') return <CrownToken />;
  if (flight.what === 'character') {
    // Face up only for a character discarded face up (public); a pick or a face-down discard is a card back.
    if (flight.character === undefined)
      return <span className="cit-flight-card cit-flight-character cit-back" data-face="down" />;
    return (
      <span className="cit-flight-card cit-flight-character" data-face="up">
        <CharacterArt id={flight.character} />
      </span>
    );
  }
  const d = flight.card === undefined ? undefined : districtOf(flight.card);
  if (!d) return <span className="cit-flight-card cit-back" data-face="down" />;
  return (
    <span className="cit-flight-card" data-face="up" data-type={d.type}>
      <DistrictArt id={d.id} />
    </span>
  );
}

export function Flights({ batch }: { batch: FlightBatch | null }) {
  const layer = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState<{ id: number; items: Placed[] } | null>(null);
  useLayoutEffect(() => {
    const el = layer.current;
    const root = el?.parentElement;
    if (!batch || !el || !root) return;
    const origin = el.getBoundingClientRect();
    const items = batch.flights.flatMap((flight) => {
      const from = centre(root, flight.from, origin);
      const to = centre(root, flight.to, origin);
      return from && to ? [{ flight, x: to.x, y: to.y, dx: from.x - to.x, dy: from.y - to.y }] : [];
    });
    setPlaced({ id: batch.id, items });
  }, [batch]);
  const items = batch && placed?.id === batch.id ? placed.items : [];
  return (
    <div className="cit-flights" ref={layer} aria-hidden="true" inert>
      {items.map(({ flight, x, y, dx, dy }, i) => (
        <span
          key={`${batch?.id}-${i}`}
          className="cit-flight"
          data-what={flight.what}
          data-from={flight.from}
          data-to={flight.to}
          style={
            {
              left: x,
              top: y,
              '--fx': `${dx}px`,
              '--fy': `${dy}px`,
              animationDelay: `${Math.min(i * STAGGER_MS, STAGGER_MAX_MS)}ms`,
            } as CSSProperties
          }
        >
          <Thing flight={flight} />
        </span>
      ))}
    </div>
  );
}
