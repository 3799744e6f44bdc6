/**
 * What a screen reader hears after each turn of Carcassonne (the status line says whose turn it is):
 * the turn in plain words (plain-words.ts: which tile, where from the start tile, the meeple) and what it
 * scored.
 */
import type { CarcassonneState } from '../../games/carcassonne';
import { scoreEvents, turnEntries } from '../../games/carcassonne/rules/state';
import type { MessageKey } from '../i18n/dictionary';
import { scoredWhat, turnSentence } from './plain-words';
import { joinSentences } from '../shared/sentences';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function lastTurnText(state: CarcassonneState, names: readonly string[], t: Translate): string {
  const entries = turnEntries(state);
  const last = entries.at(-1);
  if (!last) return '';
  const placed = turnSentence(last, names, t);
  const scored = scoreEvents(state)
    .filter((event) => event.turn === entries.length && event.points > 0)
    .map((event) =>
      t('carcassonne.logEntry', {
        players: event.seats.map((s) => names[s]).join(', '),
        points: event.points,
        what: scoredWhat(event, t),
      }),
    );
  return joinSentences([placed, ...scored]);
}
