/**
 * What a screen reader hears after each turn of Carcassonne (the status line says whose turn it is):
 * who placed a tile where, with or without a meeple, and what that scored.
 */
import type { CarcassonneState } from '../../games/carcassonne';
import { scoreEvents, turnEntries } from '../../games/carcassonne/rules/state';
import type { MessageKey } from '../i18n/dictionary';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function lastTurnText(state: CarcassonneState, names: readonly string[], t: Translate): string {
  const entries = turnEntries(state);
  const last = entries.at(-1);
  if (!last) return '';
  const placed = t(last.meeple ? 'carcassonne.announce.placedMeeple' : 'carcassonne.announce.placed', { player: names[last.seat] ?? '', x: last.x, y: last.y });
  const scored = scoreEvents(state)
    .filter((event) => event.turn === entries.length && event.points > 0)
    .map((event) => t('carcassonne.logEntry', { players: event.seats.map((s) => names[s]).join(', '), points: event.points, what: t(`carcassonne.kind.${event.kind}`) }));
  return [placed, ...scored].join('. ');
}
