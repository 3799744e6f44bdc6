/**
 * Layer 1 (facts): the shapes of the rule tables, types only. `CHARACTER_RULES` (characters.ts) and
 * `UNIQUE_RULES` (districts.ts) fill them in; abilities.ts and the turn flow (calling.ts) call them.
 */
import type { CardId } from '../data';
import type { Rng } from '../../shared/rng';
import type { CitadelsAction, CitadelsState, Seat, TurnState } from './types';

export interface CharacterRules {
  /** Takes the crown when revealed; the holder does this even when bewitched (the King, the Patrician). */
  onStart?(s: CitadelsState, t: TurnState): void;
  /**
   * A gain when revealed (the Queen's gold). A threatened character gets it only once the threat is
   * settled; for a bewitched character the Witch gets it when she resumes.
   */
  startGain?(s: CitadelsState, t: TurnState): void;
  /**
   * A gain for having gathered (the Merchant's gold, the Architect's cards): right after gathering, or
   * once a threat is settled; never for a bewitched holder (the Witch gets it when she resumes).
   */
  gatherGain?(s: CitadelsState, t: TurnState): void;
  /** When the turn ends. */
  onEnd?(s: CitadelsState, t: TurnState): void;
  /** A killed character revealed at the end of the round. */
  onKilledReveal?(s: CitadelsState, seat: Seat): void;
  /** Whether an ability must still be used before the turn may end (the Emperor's crown). */
  mustAct?(s: CitadelsState, t: TurnState): boolean;
  /** The ability actions legal now (general timing is checked by the caller). */
  actions?(s: CitadelsState, t: TurnState): CitadelsAction[];
}

export interface UniqueRules {
  /** The district's own actions legal now for its owner. */
  actions?(s: CitadelsState, t: TurnState): CitadelsAction[];
  /** At the end of its owner's turn (not for a killed character, who has no turn, nor a bewitched one). */
  onTurnEnd?(s: CitadelsState, t: TurnState): void;
  /** End-game points beyond its cost. */
  bonus?(s: CitadelsState, seat: Seat, sc: ScoringCity): number;
}

/** What scoring knows about one city, with the Haunted Quarter's chosen type applied. */
export interface ScoringCity {
  cards: CardId[];
  types: string[];
}

/** Applies one ability action. */
export type Handler = (s: CitadelsState, t: TurnState, a: CitadelsAction, rng: Rng) => void;
