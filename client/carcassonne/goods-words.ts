/**
 * Traders & Builders' goods in the board's words (docs/rules/carcassonne.md#goods): tokens by kind ("2 wine
 * tokens, 1 cloth token") and what the final goods bonus would give each player if the game ended now
 * (docs/rules/carcassonne.md#goods-bonus: the most tokens of a kind, at least one, score it; ties all do), as
 * the rules' own `goodsBonus` counts it.
 */
import { GOODS, type CarcassonneState, type Good, type GoodsCount } from '../../games/carcassonne';
import { goodsBonus } from '../../games/carcassonne/rules/goods';
import type { MessageKey } from '../i18n/dictionary';

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** One kind of goods by name ("wine"). */
export const goodName = (good: Good, t: T): string => t(`carcassonne.goods.${good}`);

/** Tokens in words, kinds in the order of GOODS: "2 wine tokens, 1 cloth token". */
export function goodsWords(goods: GoodsCount, t: T): string {
  return GOODS.filter((good) => (goods[good] ?? 0) > 0)
    .map((good) => t('carcassonne.goodsTokens', { n: goods[good] ?? 0, good: goodName(good, t) }))
    .join(', ');
}

/** Each seat's goods bonus if the game ended now, and the kinds it would be for. */
export function goodsBonusNow(state: CarcassonneState): { points: number[]; kinds: Good[][] } {
  const points = state.scores.map(() => 0);
  const kinds: Good[][] = state.scores.map(() => []);
  for (const bonus of goodsBonus(state)) {
    for (const seat of bonus.seats) {
      points[seat] = (points[seat] ?? 0) + bonus.points;
      if (bonus.good !== undefined) kinds[seat]?.push(bonus.good);
    }
  }
  return { points, kinds };
}
