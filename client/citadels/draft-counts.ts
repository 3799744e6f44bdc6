/**
 * How many characters of this round's draft are in the pile still to choose from and how many lie face
 * down, from what every seat sees (docs/rules/citadels.md#draft): the public script of steps, the step
 * reached and the face-up discards. Which characters they are stays secret; their number does not, since
 * each step takes exactly one card and the automatic events (the 3-player face-down discard after the
 * third pick, the last-player rule, the card nobody chose) follow the script.
 */
import { UP, type CitadelsState } from '../../games/citadels/index';

export interface DraftCounts {
  /** Characters in the pile being passed. */
  pile: number;
  /** Characters set aside face down. */
  down: number;
}

export function draftCounts(G: CitadelsState): DraftCounts {
  const { script, at } = G.draft;
  const cast = G.cast.length;
  const up = G.cast.filter((c) => G.who[c] === UP).length;
  const picks = script.filter((step) => step.kind === 'pick').length;
  if (at >= script.length) return { pile: 0, down: cast - up - picks };
  const discards = script.slice(0, at).filter((step) => step.kind === 'discard').length;
  // 3 players: one more card goes face down at random after the third pick.
  const random = G.numPlayers === 3 && at >= 3 ? 1 : 0;
  // 4 and more: the face-down card joins the last pile when that pile would be one card.
  const rejoined = G.numPlayers >= 4 && at >= script.length - 1 && cast - up - script.length === 1 ? 1 : 0;
  return {
    pile: cast - up - 1 - at - random + rejoined,
    down: 1 + discards + random - rejoined,
  };
}
