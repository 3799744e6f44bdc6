/**
 * The side panel's turn controls. Place step: the drawn tile in the chosen rotation, the number of tiles
 * left, rotate (only through rotations that fit the chosen square) and confirm. Meeple step: a hint and
 * the skip button. Shows only what the core allows; when it is not this seat's turn, just the tile.
 */
import type { Rotation, TileType } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { TileArt } from './TileArt';

interface Props {
  tile: TileType | null;
  tilesLeft: number;
  rotation: Rotation;
  step: 'place' | 'meeple' | 'over' | 'waiting';
  /** Fitting rotations at the chosen square; null when no square is chosen. */
  fitting: readonly Rotation[] | null;
  meepleSpots: number;
  onRotate(): void;
  onConfirm(): void;
  onSkip(): void;
}

export function TurnPanel({ tile, tilesLeft, rotation, step, fitting, meepleSpots, onRotate, onConfirm, onSkip }: Props) {
  const t = useT();
  if (step === 'over') return null;
  return (
    <section className="carc-panel carc-turn-panel">
      <h3>{t(step === 'place' ? 'carcassonne.drawnTile' : step === 'meeple' ? 'carcassonne.placedTile' : 'carcassonne.tileInPlay')}</h3>
      <div className="carc-drawn">
        {tile && (
          <svg viewBox="0 0 100 100" role="img" aria-label={t('carcassonne.tile', { type: tile })} data-rotation={rotation}>
            <TileArt type={tile} rotation={rotation} />
          </svg>
        )}
        <span className="carc-tiles-left">{t('carcassonne.tilesLeft', { n: tilesLeft })}</span>
      </div>
      {step === 'place' && (
        <>
          <div className="carc-actions">
            <button type="button" onClick={onRotate} disabled={fitting !== null && fitting.length < 2}>⟳ {t('carcassonne.rotate')}</button>
            <button type="button" className="carc-primary" onClick={onConfirm} disabled={fitting === null}>{t('carcassonne.confirm')}</button>
          </div>
          <p className="carc-hint">{fitting === null ? t('carcassonne.choosePosition') : t('carcassonne.rotationsHere', { n: fitting.length })}</p>
        </>
      )}
      {step === 'meeple' && (
        <>
          <p className="carc-hint">{meepleSpots > 0 ? t('carcassonne.meepleHint') : t('carcassonne.noMeepleSpot')}</p>
          <div className="carc-actions">
            <button type="button" className="carc-primary" onClick={onSkip}>{t('carcassonne.skip')}</button>
          </div>
        </>
      )}
    </section>
  );
}
