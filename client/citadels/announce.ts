/**
 * What a screen reader hears on the Machiavelli board: the last line of the public log (what
 * happened) and whose turn it is, or who is choosing, or that the game is over and who won.
 */
import type { CitadelsState } from '../../games/citadels/index';
import type { LogEntry } from 'boardgame.io';
import type { SeatView } from './seat-view';
import type { CitadelsText } from './use-text';
import { logLines } from './components/GameLog';
import { joinSentences } from '../shared/sentences';

function whoseTurn(G: CitadelsState, view: SeatView, text: CitadelsText, winners: readonly string[]): string {
  const { t } = text;
  const { me, names, legal } = view;
  if (G.phase === 'over')
    return joinSentences([
      t('citadels.phase.over'),
      `${t('citadels.final.winner')}: ${winners.map((w) => view.base[Number(w)]).join(', ')}`,
    ]);
  if (G.phase === 'selection') {
    const step = G.draft.script[G.draft.at];
    if (!step) return t('citadels.phase.selection');
    if (step.seat !== me) return t('citadels.selection.choosing', { player: names[step.seat] ?? '' });
    return t(legal.some((a) => a.type === 'pickCharacter') ? 'citadels.selection.pick' : 'citadels.selection.discard');
  }
  const turn = G.turn;
  if (!turn) return t('citadels.phase.calling');
  if (turn.seat === me) return t('citadels.prompt.turn', { character: text.character(turn.char) });
  if (legal.length > 0) return t('citadels.prompt.answer');
  return t('citadels.calling.now', { character: text.character(turn.char), player: names[turn.seat] ?? '' });
}

export function announcement(
  log: readonly LogEntry[],
  view: SeatView,
  text: CitadelsText,
  winners: readonly string[],
): string {
  const last = logLines(log, view, text).at(-1)?.text;
  return joinSentences([last, whoseTurn(view.G, view, text, winners)]);
}
