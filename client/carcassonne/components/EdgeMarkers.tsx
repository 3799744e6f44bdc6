/**
 * Markers on the viewport's edges that point at the squares where the drawn tile fits but which are out of
 * view (view-clear.ts `offViewSides`): one per edge, with their count; tapping it brings the nearest of them
 * into view. None while every legal square is in view.
 */
import { useT } from '../../i18n/LanguageProvider';
import type { OffView, Side } from '../view-clear';

const ARROW: Record<Side, string> = { top: '▲', right: '▶', bottom: '▼', left: '◀' };

/**
 * Where along its edge a marker stands, clear of the zoom buttons' column (top right on a phone, bottom right
 * on a desktop): the top and bottom edges up to three quarters across, the right edge in its middle.
 */
const placement = ({ side, at }: OffView) =>
  side === 'top' || side === 'bottom'
    ? { left: `${Math.min(0.75, at) * 100}%` }
    : { top: `${(side === 'right' ? Math.min(0.6, Math.max(0.4, at)) : at) * 100}%` };

export function EdgeMarkers({ sides, onShow }: { sides: readonly OffView[]; onShow(key: string): void }) {
  const t = useT();
  return (
    <>
      {sides.map((group) => (
        <button
          key={group.side}
          type="button"
          className="carc-edge-marker"
          data-side={group.side}
          data-count={group.keys.length}
          data-nearest={group.keys[0]}
          style={placement(group)}
          aria-label={t(`carcassonne.offView.${group.side}`, { n: group.keys.length })}
          title={t(`carcassonne.offView.${group.side}`, { n: group.keys.length })}
          onClick={() => onShow(group.keys[0]!)}
        >
          <span aria-hidden="true">
            {ARROW[group.side]} {group.keys.length}
          </span>
        </button>
      ))}
    </>
  );
}
