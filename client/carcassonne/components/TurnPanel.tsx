/**
 * The turn's action bar (sticky at the bottom of a phone screen, in the side column on a wide one): the
 * drawn tile in the chosen rotation and the tiles left; rotate (only through rotations that fit the chosen
 * square), take back, and "End turn", which sends the pending tile and meeple; then one button per meeple
 * spot of the pending tile (named in plain words, plain-words.ts; the abbot's spots too), "No meeple" and,
 * with the abbot, "Take the abbot back" (greyed out, with the reason beside it, when the core refuses it);
 * with the builder, a line saying when the tile on the square earns a second tile (a double turn). Shows only what the
 * core allows; when it is not this seat's turn, just the tile. The key hint "(R)" is hidden on touch
 * screens (carcassonne.css), where there is no keyboard to press it on.
 */
import type { FeatureKind, Location, Rotation, TileKind } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { TileArt } from './TileArt';
import { tileName } from '../plain-words';
import type { AbbotReturnChoice } from '../abbot-return';
import type { ExtraFigure } from '../../../games/carcassonne/data/figures';
import type { MessageKey } from '../../i18n/dictionary';

/** "garden" or "monastery", in the player's language. */
function kindWord(choice: AbbotReturnChoice, t: (key: MessageKey) => string): string {
  return t(choice.kind === 'garden' ? 'carcassonne.kind.garden' : 'carcassonne.kind.monastery');
}

export interface SpotChoice {
  /** The choice's key: the location for a meeple, `abbot@location` for the abbot. */
  key: string;
  location: Location;
  /** The figure, when it is not a meeple. */
  figure?: ExtraFigure;
  kind: FeatureKind | 'monastery' | 'garden';
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
  /** The chosen spot's key, `return` (take the abbot back), or null. */
  meeple: string | null;
  /** Taking the abbot back: offered (or said why not) in a match with the abbot; null otherwise. */
  abbotReturn?: AbbotReturnChoice | null;
  /** The tile on the board earns this seat a second tile (its builder's road or city: a double turn). */
  earnsSecondTile?: boolean;
  onRotate(): void;
  onTakeBack(): void;
  onEndTurn(): void;
  onMeeple(key: string | null): void;
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
  abbotReturn = null,
  earnsSecondTile = false,
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
              key={spot.key}
              type="button"
              data-location={spot.location}
              data-figure={spot.figure}
              aria-pressed={meeple === spot.key}
              onClick={() => onMeeple(spot.key)}
            >
              {spot.label}
            </button>
          ))}
          {abbotReturn && (
            <button
              type="button"
              className="carc-return-abbot"
              aria-pressed={meeple === 'return'}
              disabled={abbotReturn.refused !== undefined}
              aria-describedby="carc-return-abbot-why"
              onClick={() => onMeeple('return')}
            >
              {t('carcassonne.returnAbbot')}
            </button>
          )}
        </div>
      )}
      {step === 'choose' && ready && abbotReturn && (
        <p className="carc-hint" id="carc-return-abbot-why" data-refused={abbotReturn.refused}>
          {abbotReturn.refused === undefined
            ? t('carcassonne.returnAbbotHint', { kind: kindWord(abbotReturn, t), points: abbotReturn.points })
            : abbotReturn.refused === 'notOut'
              ? t('carcassonne.returnAbbot.notOut')
              : t('carcassonne.returnAbbot.completes', { kind: kindWord(abbotReturn, t) })}
        </p>
      )}
      {step === 'choose' && ready && earnsSecondTile && (
        <p className="carc-hint carc-second-tile" role="status">
          {t('carcassonne.earnsSecondTile')}
        </p>
      )}
      {step === 'choose' && (
        <p className="carc-hint">
          {!ready && <span>{t('carcassonne.choosePosition')}</span>}
          {ready && fitting !== null && <span>{t('carcassonne.rotationsHere', { n: fitting.length })}</span>}{' '}
          {ready && (
            <span>
              {t(
                spots.length > 0 || (abbotReturn !== null && abbotReturn.refused === undefined)
                  ? 'carcassonne.meepleHint'
                  : 'carcassonne.noMeepleSpot',
              )}
            </span>
          )}
        </p>
      )}
      {step === 'sending' && <p className="carc-hint">{t('carcassonne.sending')}</p>}
    </section>
  );
}
