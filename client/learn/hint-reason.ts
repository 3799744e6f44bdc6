/**
 * The one line that says why a hint (client/learn/hint.ts) is good, computed like the hint from the seat's
 * own view only: the state handed in is turned into `core.view(G, seat)` first, so no other seat's secret
 * can reach the words. Each game says it in its own module (`hintReason` of its catalogue entry,
 * client/catalogue.ts); a game without one gets no reason (the hint line then says the generic one).
 */
import type { ActionBase } from '../../games/shared/contract';
import { botCore, hasBotCore } from '../bots/cores';
import type { CatalogueEntry, Translate } from '../catalogue';
import type { Language } from '../i18n/dictionary';

export interface ReasonRequest {
  entry: CatalogueEntry;
  /** The state the board holds (only the seat's view of it is read). */
  G: unknown;
  seat: number;
  action: ActionBase;
  t: Translate;
  language: Language;
  /** The players' names by seat. */
  names: readonly string[];
}

export function hintReason({ entry, G, seat, action, t, language, names }: ReasonRequest): string | undefined {
  const game = entry.game.name ?? entry.name;
  if (!entry.hintReason || !hasBotCore(game)) return undefined;
  return entry.hintReason(botCore(game).view(G, seat), seat, action, t, language, names);
}

/**
 * The hint's move as advice, one imperative phrase ("take the Merchant"), from the seat's own view too; a
 * game without advice of its own says its move in words (`describeMove`).
 */
export function hintAdvice({ entry, G, seat, action, t, language, names }: ReasonRequest): string {
  const game = entry.game.name ?? entry.name;
  const advice =
    entry.hintAdvice && hasBotCore(game)
      ? entry.hintAdvice(botCore(game).view(G, seat), seat, action, t, language, names)
      : undefined;
  return advice ?? entry.describeMove(action, t, language, G, names);
}
