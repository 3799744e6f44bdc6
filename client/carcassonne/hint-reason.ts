/**
 * Why a Carcassonne hint is good (client/learn/hint-reason.ts), in one line, from the move's effect on the
 * seat's own view: the move is
 * played on a copy whose hidden bag is sampled with a fixed seed (games/carcassonne/determinize.ts: only
 * the tile order is secret, docs/rules/carcassonne.md#river-secrets, and no score depends on it), and the
 * scores before and after are compared with the rules core's queries (games/carcassonne/rules/queries.ts):
 * the points the move scores at once (a completed feature, the abbot taken back), else what the seat would
 * score if the game ended now (docs/rules/carcassonne.md#final-scoring). With Traders & Builders a tile that
 * extends the seat's builder's road or city says it earns a second tile (docs/rules/carcassonne.md#double-turn),
 * a completed city's goods are named (docs/rules/carcassonne.md#goods), and a figure whose row earns second
 * tiles (the builder) or adds points per city to a field (the pig) says so.
 */
import {
  carcassonneCore,
  find,
  ORIENTED,
  parseKey,
  posKey,
  scoreEvents,
  type CarcassonneAction,
  type CarcassonneState,
  type Location,
  type Meeple,
} from '../../games/carcassonne';
import { projectedScores } from '../../games/carcassonne/rules/queries';
import { FIGURES, type FigureSpec } from '../../games/carcassonne/data/figures';
import { goodsWords } from './goods-words';
import { FIGURE_WORDS } from './figure-words';
import { createRng } from '../../games/shared/rng';
import type { ActionBase } from '../../games/shared/contract';
import type { HintReason, Translate } from '../catalogue';
import type { MessageKey } from '../i18n/dictionary';

type Kind = 'city' | 'road' | 'monastery' | 'field' | 'garden';

/** The view after the seat plays `actions`, its turn ended (so what it completed has scored). */
function after(view: CarcassonneState, seat: number, actions: CarcassonneAction[]): CarcassonneState {
  const rng = createRng('hint-reason');
  const state = carcassonneCore.determinize(view, seat, rng);
  for (const action of actions) carcassonneCore.apply(state, seat, action, rng);
  return state;
}

/** The kind of the feature at `location` of the tile at (x, y). */
function kindAt(state: CarcassonneState, x: number, y: number, location: Location): Kind {
  const tile = state.board[posKey(x, y)]!;
  const index = ORIENTED[tile.type][tile.rotation]!.locationIndex[location]!;
  if (index < 0) return location === 'garden' ? 'garden' : 'monastery';
  return state.features[find(state.parent, tile.seg + index)]!.kind as Kind;
}

/** The kind of the feature a figure stands on. */
const kindOf = (state: CarcassonneState, m: Meeple): Kind => kindAt(state, m.x, m.y, m.location);

/**
 * The seat's biggest completed feature among the scorings after the first `from`, with the total it scored
 * in them (the end-of-game scoring, when the move ends the game, completes nothing).
 */
function scoredSince(state: CarcassonneState, from: number, seat: number): { kind: Kind; points: number } | null {
  const mine = scoreEvents(state)
    .slice(from)
    .filter((e) => !e.final && e.seats.includes(seat) && e.points > 0);
  if (mine.length === 0) return null;
  const best = mine.reduce((a, b) => (b.points > a.points ? b : a));
  return { kind: best.kind as Kind, points: mine.reduce((n, e) => n + e.points, 0) };
}

/** The kind of the seat's first feature that the tile at `key` joins (its figures on it), if any. */
function joinedKind(state: CarcassonneState, seat: number, key: string): Kind | undefined {
  const tile = state.board[key]!;
  const [x, y] = parseKey(key);
  const roots = new Set(ORIENTED[tile.type][tile.rotation]!.features.map((_, i) => find(state.parent, tile.seg + i)));
  for (const m of Object.values(state.meeples)) {
    if (m.seat !== seat) continue;
    const joins = m.seg < 0 ? Math.abs(m.x - x) <= 1 && Math.abs(m.y - y) <= 1 : roots.has(find(state.parent, m.seg));
    if (joins) return kindOf(state, m);
  }
  return undefined;
}

const kindWord = (t: Translate, kind: Kind) => t(`carcassonne.kind.${kind}` as MessageKey);

/** What the tile also brings: the second tile its builder earns, the goods of the cities it completes. */
function extras(placed: CarcassonneState, ended: CarcassonneState, seat: number, t: Translate): string[] {
  const out: string[] = [];
  if (placed.doubleTurn === 'earned') {
    const earner = Object.values(placed.meeples).find(
      (m) => m.seat === seat && m.figure !== undefined && (FIGURES[m.figure] as FigureSpec).earnsSecondTile === true,
    );
    if (earner) out.push(t('carcassonne.why.secondTile', { feature: kindWord(t, kindOf(placed, earner)) }));
  }
  const goods = ended.history[placed.turns]?.goods;
  if (goods !== undefined) out.push(t('carcassonne.why.goods', { goods: goodsWords(goods, t) }));
  return out;
}

export const carcassonneHintReason: HintReason = (view, seat, action, t) =>
  reason(view as CarcassonneState, seat, action as ActionBase as CarcassonneAction, t);

function reason(view: CarcassonneState, seat: number, action: CarcassonneAction, t: Translate): string {
  const events = scoreEvents(view).length;
  const closes = (state: CarcassonneState) => {
    const scored = scoredSince(state, events, seat);
    return scored && t('learn.why.closes', { feature: kindWord(t, scored.kind), n: scored.points });
  };
  const gain = (state: CarcassonneState) => projectedScores(state)[seat]! - projectedScores(view)[seat]!;
  if (action.type === 'placeTile') {
    const placed = after(view, seat, [action]);
    const ended = after(view, seat, [action, { type: 'skipMeeple' }]);
    const more = extras(placed, ended, seat, t);
    const closed = closes(ended);
    if (closed) return [closed, ...more].join(' ');
    const n = gain(placed);
    if (n <= 0) return more.length > 0 ? more.join(' ') : t('learn.why.bestPlace');
    const kind = joinedKind(placed, seat, placed.placed!);
    const adds = kind ? t('learn.why.adds', { n, feature: kindWord(t, kind) }) : t('learn.why.addsScore', { n });
    return [adds, ...more].join(' ');
  }
  const state = after(view, seat, [action]);
  if (action.type === 'returnAbbot') {
    const early = scoreEvents(state)
      .slice(events)
      .filter((e) => e.early && e.seats.includes(seat));
    return t('learn.why.abbot', { n: early.reduce((n, e) => n + e.points, 0) });
  }
  if (action.type === 'skipMeeple') return closes(state) ?? t('learn.why.keepMeeples');
  // What the figure adds: compared with the same turn ended without it.
  const entry = state.history[state.turns]!;
  const kind = kindAt(state, entry.x, entry.y, entry.meeple!);
  const skipped = after(view, seat, [{ type: 'skipMeeple' }]);
  const scored = (scoredSince(state, events, seat)?.points ?? 0) - (scoredSince(skipped, events, seat)?.points ?? 0);
  if (scored > 0) return t('learn.why.closes', { feature: kindWord(t, kind), n: scored });
  const n = projectedScores(state)[seat]! - projectedScores(skipped)[seat]!;
  // A figure that claims nothing says what its row does (the builder, the pig: data/figures.ts).
  const row: FigureSpec | undefined = action.figure === undefined ? undefined : FIGURES[action.figure];
  if (row?.earnsSecondTile === true) return t('carcassonne.why.builder', { feature: kindWord(t, kind) });
  if (row?.fieldBonusPerCity !== undefined)
    return n > 0 ? t('carcassonne.why.pig', { n }) : t('carcassonne.why.pigLater');
  // A figure named by its place says so ("places the abbot"), others by the follower they play.
  const named = action.figure === undefined ? undefined : FIGURE_WORDS[action.figure].named;
  return named?.by === 'place'
    ? t(named.why, { feature: kindWord(t, kind), n })
    : t('learn.why.places', { figure: t(`learn.figure.${kind}` as MessageKey), feature: kindWord(t, kind), n });
}
