/**
 * A player's goods tokens in the player list (docs/rules/carcassonne.md#goods): wine, grain and cloth with
 * their counts, and, unless the table is purist, what the final goods bonus would give them if the game
 * ended now (docs/rules/carcassonne.md#goods-bonus), with the kinds they hold the most of.
 */
import { GOODS, type CarcassonneState } from '../../../games/carcassonne';
import { useT } from '../../i18n/LanguageProvider';
import { goodName, goodsBonusNow } from '../goods-words';
import { GoodsIcon } from './Goods';

export function GoodsTokens({
  state,
  seat,
  bonus,
}: {
  state: CarcassonneState;
  seat: number;
  /** The bonus now (`goodsBonusNow`), or undefined to leave it out. */
  bonus: ReturnType<typeof goodsBonusNow> | undefined;
}) {
  const t = useT();
  if (state.goods === undefined) return null;
  const points = bonus?.points[seat] ?? 0;
  const kinds = bonus?.kinds[seat] ?? [];
  return (
    <span className="carc-goods-tokens" data-seat={seat}>
      {GOODS.map((good) => {
        const n = state.goods?.[good][seat] ?? 0;
        const words = t('carcassonne.goodsTokens', { n, good: goodName(good, t) });
        return (
          <span key={good} className="carc-goods-token" data-good={good} data-count={n} title={words}>
            <GoodsIcon good={good} />
            <span aria-hidden="true">{n}</span>
            <span className="sr-only">{words}</span>
          </span>
        );
      })}
      {bonus && (
        <span className="carc-goods-bonus" data-points={points}>
          {kinds.length === 0
            ? t('carcassonne.goodsBonusNow', { n: points })
            : t('carcassonne.goodsBonusLeads', {
                n: points,
                goods: kinds.map((good) => goodName(good, t)).join(', '),
              })}
        </span>
      )}
    </span>
  );
}
