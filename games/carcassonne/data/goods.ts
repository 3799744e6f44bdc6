/**
 * Traders & Builders' goods (docs/rules/carcassonne.md#goods): the three kinds a city tile may show, and the
 * bonus each kind gives at the end to every player holding the most tokens of it (at least one; ties all
 * score it).
 */

export const GOODS = ['wine', 'grain', 'cloth'] as const;
export type Good = (typeof GOODS)[number];

/** Points at the end for the most tokens of one kind (docs/rules/carcassonne.md#goods-bonus). */
export const GOODS_BONUS = 10;

/** Goods by kind: a city's symbols, a player's tokens, the tokens taken in a turn. Kinds with none are absent. */
export type GoodsCount = Partial<Record<Good, number>>;
