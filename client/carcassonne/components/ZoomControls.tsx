/**
 * The board's zoom buttons: zoom in, zoom out, and fit the map again (marked while the player has moved the
 * view); and, when the table allows the aids, the switch for the board's coordinates.
 */
import { useT } from '../../i18n/LanguageProvider';

export function ZoomControls({
  onZoom,
  onFit,
  moved,
  coordinates,
}: {
  /** Zooms by this factor. */
  onZoom(factor: number): void;
  onFit(): void;
  moved: boolean;
  coordinates?: { on: boolean; toggle(on: boolean): void } | undefined;
}) {
  const t = useT();
  return (
    <div className="carc-zoom">
      <button
        type="button"
        onClick={() => onZoom(1.25)}
        aria-label={t('carcassonne.zoomIn')}
        title={t('carcassonne.zoomIn')}
      >
        +
      </button>
      <button
        type="button"
        onClick={() => onZoom(0.8)}
        aria-label={t('carcassonne.zoomOut')}
        title={t('carcassonne.zoomOut')}
      >
        −
      </button>
      <button
        type="button"
        onClick={onFit}
        aria-label={t('carcassonne.fitMap')}
        title={t('carcassonne.fitMap')}
        data-moved={moved || undefined}
      >
        <svg viewBox="-10 -10 20 20" width="16" height="16" aria-hidden="true">
          <path
            d="M-9 -4 V-9 H-4 M4 -9 H9 V-4 M9 4 V9 H4 M-4 9 H-9 V4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
      {coordinates && (
        <button
          type="button"
          className="carc-coordinates-switch"
          onClick={() => coordinates.toggle(!coordinates.on)}
          aria-pressed={coordinates.on}
          aria-label={t('carcassonne.coordinates')}
          title={t('carcassonne.coordinates')}
        >
          #
        </button>
      )}
    </div>
  );
}
