/**
 * Each figure's words, beside its row in games/carcassonne/data/figures.ts (docs/design/expansions.md#figure-kinds):
 * the message keys the board, the meeple step, the log and the hints use to name it. A new figure is its row
 * there plus its entry here (the type asks for one per figure); the rest of the client reads these two tables
 * and never tests a figure's name (test/lint/figure-names.test.ts).
 */
import type { ExtraFigure } from '../../games/carcassonne/data/figures';
import type { Location } from '../../games/carcassonne/geometry';
import type { MessageKey } from '../i18n/dictionary';

/**
 * How a figure is named: as the follower it plays on the feature (`as`, given the meeple's words and the
 * feature: "the large meeple as a knight in the city"; `spot`, its choice label: "Large meeple: City"), or
 * by the place it stands on (the abbot: "the abbot in the garden", not "a monk"): its words per place, its
 * choice label per place ("Abbot in the garden"), the spot's "Put {abbot}" and the hint's reason for
 * placing it.
 */
export type FigureNaming =
  | { readonly by: 'follower'; readonly as: MessageKey; readonly spot: MessageKey }
  | {
      readonly by: 'place';
      readonly at: Partial<Record<Location, MessageKey>>;
      readonly spot: Partial<Record<Location, MessageKey>>;
      readonly put: MessageKey;
      readonly why: MessageKey;
    };

export interface FigureWords {
  /** The player list: the figure in its owner's supply, or on the board. */
  readonly supply: MessageKey;
  readonly board: MessageKey;
  readonly named: FigureNaming;
}

export const FIGURE_WORDS: Record<ExtraFigure, FigureWords> = {
  abbot: {
    supply: 'carcassonne.abbotInSupply',
    board: 'carcassonne.abbotOnBoard',
    named: {
      by: 'place',
      at: { monastery: 'carcassonne.abbot.monastery', garden: 'carcassonne.abbot.garden' },
      spot: { monastery: 'carcassonne.abbotSpot.monastery', garden: 'carcassonne.abbotSpot.garden' },
      put: 'carcassonne.abbotOn',
      why: 'learn.why.placesAbbot',
    },
  },
  large: {
    supply: 'carcassonne.inSupply.large',
    board: 'carcassonne.onBoard.large',
    named: { by: 'follower', as: 'carcassonne.figureAs.large', spot: 'carcassonne.figureSpot.large' },
  },
  builder: {
    supply: 'carcassonne.inSupply.builder',
    board: 'carcassonne.onBoard.builder',
    named: { by: 'follower', as: 'carcassonne.figureAs.builder', spot: 'carcassonne.figureSpot.builder' },
  },
  pig: {
    supply: 'carcassonne.inSupply.pig',
    board: 'carcassonne.onBoard.pig',
    named: { by: 'follower', as: 'carcassonne.figureAs.pig', spot: 'carcassonne.figureSpot.pig' },
  },
};

/** The words of a figure named by its place, at this location ("the abbot in the garden"). */
export function placeKey(words: Partial<Record<Location, MessageKey>>, location: Location): MessageKey {
  const key = words[location];
  if (key === undefined) throw new Error(`No words for a figure at ${location}`);
  return key;
}
