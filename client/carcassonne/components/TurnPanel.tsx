/**
 * The turn's action bar (sticky at the bottom of a phone screen, in the side column on a wide one): the
 * drawn tile in the chosen rotation and the tiles left; rotate (only through rotations that fit the chosen
 * square), take back, and "End turn", which sends the pending tile and meeple; then one button per meeple
 * spot of the pending tile (named in plain words, plain-words.ts) and "No meeple". Shows only what the
 * core allows; when it is not this seat's turn, just the tile. The key hint "(R)" is hidden on touch
 * screens (carcassonne.css), where there is no keyboard to press it on.
 */
import type { FeatureKind, Location, Rotation, TileKind } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { TileArt } from './TileArt';
import { tileName } from '../plain-words';

export interface SpotChoice {
  location: Location;
  kind: FeatureKind | 'monastery';
  /** The choice in words: "Field", or "Field in the north-west" when the tile has two. */
  label: string;
}

interface Props {
  tile: TileKind | null;
  tilesLeft: number;
  rotation: Rotation;
  /** `choose`: this seat's turn; `sending`: "End turn" was pressed and the moves are on their way. */
  step: 'choose' | 'sending' | 'over' | 'waiting';
  /** Fitting rotations at the chosen square; null when no square is chosen (or the tile is already placed). */
  fitting: readonly Rotation[] | null;
  /** The tile can still be turned (and, on a chosen square, fits in more than one rotation). */
  canRotate: boolean;
  /** A square is chosen (or the tile was placed before), so the turn can end. */
  ready: boolean;
  /** Something is pending that "Take back" would undo. */
  pending: boolean;
  spots: readonly SpotChoice[];
  meeple: Location | null;
  onRotate(): void;
  onTakeBack(): void;
  onEndTurn(): void;
  onMeeple(location: Location | null): void;
}

export function TurnPanel({
  tile,
  tilesLeft,
  rotation,
  step,
  fitting,
  canRotate,
  ready,
  pending,
  spots,
  meeple,
  onRotate,
  onTakeBack,
  onEndTurn,
  onMeeple,
}: Props) {
  const t = useT();
  if (step === 'over') return null;
  return (
    <section className="carc-panel carc-turn-panel" aria-label={t('carcassonne.drawnTile')}>
      <div className="carc-drawn">
        {tile && (
          <svg
            viewBox="0 0 100 100"
            role="img"
            aria-label={t('carcassonne.tile', { name: tileName(tile, t) })}
            data-rotation={rotation}
          >
            <TileArt type={tile} rotation={rotation} />
          </svg>
        )}
        <span className="carc-tiles-left">{t('carcassonne.tilesLeft', { n: tilesLeft })}</span>
        {step === 'choose' && (
          <div className="carc-actions">
            <button type="button" onClick={onRotate} disabled={!canRotate} aria-keyshortcuts="R">
              ⟳ {t('carcassonne.rotate')}
              <span className="carc-key-hint"> {t('carcassonne.rotateKey')}</span>
            </button>
            <button type="button" onClick={onTakeBack} disabled={!pending}>
              {t('carcassonne.takeBack')}
            </button>
            <button type="button" className="carc-primary" onClick={onEndTurn} disabled={!ready}>
              {t('carcassonne.endTurn')}
            </button>
          </div>
        )}
      </div>
      {step === 'choose' && ready && (
        <div className="carc-actions carc-meeple-choices" role="group" aria-label={t('carcassonne.meepleChoices')}>
          <button type="button" aria-pressed={meeple === null} onClick={() => onMeeple(null)}>
            {t('carcassonne.skip')}
          </button>
          {spots.map((spot) => (
            <button
              key={spot.location}
              type="button"
              data-location={spot.location}
              aria-pressed={meeple === spot.location}
              onClick={() => onMeeple(spot.location)}
            >
              {spot.label}
            </button>
          ))}
        </div>
      )}
      {step === 'choose' && (
        <p className="carc-hint">
          {!ready && <span>{t('carcassonne.choosePosition')}</span>}
          {ready && fitting !== null && <span>{t('carcassonne.rotationsHere', { n: fitting.length })}</span>}{' '}
          {ready && <span>{t(spots.length > 0 ? 'carcassonne.meepleHint' : 'carcassonne.noMeepleSpot')}</span>}
        </p>
      )}
      {step === 'sending' && <p className="carc-hint">{t('carcassonne.sending')}</p>}
    </section>
  );
}
