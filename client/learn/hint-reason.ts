/**
 * The one line that says why a hint (client/learn/hint.ts) is good, computed like the hint from the seat's
 * own view only: the state handed in is turned into `core.view(G, seat)` first, so no other seat's secret
 * can reach the words. Each game says it in its own module; a game without one gets no reason (the hint
 * line then says the generic one).
 */
import type { ActionBase } from '../../games/shared/contract';
import type { CarcassonneAction, CarcassonneState } from '../../games/carcassonne';
import type { CitadelsAction, CitadelsState } from '../../games/citadels/index';
import { botCore, hasBotCore } from '../bots/cores';
import type { Translate } from '../catalogue';
import type { Language } from '../i18n/dictionary';
import { carcassonneReason } from './hint-reason-carcassonne';
import { citadelsReason } from './hint-reason-citadels';

export interface ReasonRequest {
  game: string;
  /** The state the board holds (only the seat's view of it is read). */
  G: unknown;
  seat: number;
  action: ActionBase;
  t: Translate;
  language: Language;
  /** The players' names by seat. */
  names: readonly string[];
}

type Reason = (view: unknown, r: ReasonRequest) => string | undefined;

const REASONS: Record<string, Reason> = {
  carcassonne: (view, r) =>
    carcassonneReason(view as CarcassonneState, r.seat, r.action as unknown as CarcassonneAction, r.t),
  citadels: (view, r) =>
    citadelsReason(view as CitadelsState, r.seat, r.action as unknown as CitadelsAction, r.t, r.language, r.names),
};

export function hintReason(r: ReasonRequest): string | undefined {
  const reason = Object.hasOwn(REASONS, r.game) ? REASONS[r.game] : undefined;
  if (!reason || !hasBotCore(r.game)) return undefined;
  return reason(botCore(r.game).view(r.G, r.seat), r);
}
