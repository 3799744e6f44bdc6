/**
 * Traders & Builders' goods (docs/rules/carcassonne.md#goods): when a tile completes a city during play, the
 * player who placed it takes one token per goods symbol in that city, whoever holds the city and even when
 * nobody does; cities left open at the end give none. At the end, for each kind of goods every player with
 * the most tokens (at least one) scores the bonus (data/goods.ts), ties all alike
 * (docs/rules/carcassonne.md#goods-bonus).
 */
import type { Seat } from '../../shared/contract';
import { GOODS, GOODS_BONUS, type Good, type GoodsCount } from '../data/goods';
import type { CarcassonneState, Feature, ScoreEvent } from './state';

/** Every seat's tokens at the start: none of any kind. */
export function noGoods(numPlayers: number): Record<Good, number[]> {
  return {
    wine: Array<number>(numPlayers).fill(0),
    grain: Array<number>(numPlayers).fill(0),
    cloth: Array<number>(numPlayers).fill(0),
  };
}

/**
 * Gives `seat` the goods of the completed city and returns what it took (undefined when the city has none
 * or the match has no goods). The seat's lists are replaced, not changed (see `CarcassonneState.goods`).
 */
export function takeGoods(state: CarcassonneState, seat: Seat, city: Feature): GoodsCount | undefined {
  if (city.goods === undefined || state.goods === undefined) return undefined;
  const goods = { ...state.goods };
  for (const good of GOODS) {
    const n = city.goods[good];
    if (n === undefined) continue;
    const list = goods[good].slice();
    list[seat] = (list[seat] as number) + n;
    goods[good] = list;
  }
  state.goods = goods;
  return city.goods;
}

/** Adds what a city gave to what the turn took so far (kinds in the order of GOODS). */
export function addGoods(into: GoodsCount | undefined, more: GoodsCount): GoodsCount {
  const out: GoodsCount = {};
  for (const good of GOODS) {
    const n = (into?.[good] ?? 0) + (more[good] ?? 0);
    if (n > 0) out[good] = n;
  }
  return out;
}

/** Whether two goods counts hold the same tokens (a kind left out is none). */
export const sameGoods = (a: GoodsCount | undefined, b: GoodsCount | undefined): boolean =>
  GOODS.every((good) => (a?.[good] ?? 0) === (b?.[good] ?? 0));

/** The final goods bonus, one scoring per kind that somebody holds: the seats with the most tokens of it. */
export function goodsBonus(state: CarcassonneState): Omit<ScoreEvent, 'turn'>[] {
  if (state.goods === undefined) return [];
  const out: Omit<ScoreEvent, 'turn'>[] = [];
  for (const good of GOODS) {
    const counts = state.goods[good];
    const best = Math.max(...counts);
    if (best < 1) continue;
    const seats = counts.flatMap((n, seat) => (n === best ? [seat] : []));
    out.push({ final: true, kind: 'goods', good, seats, points: GOODS_BONUS, tiles: [], pennants: 0, cities: 0 });
  }
  return out;
}
