/**
 * The game header: round, phase, deck size, the bank (a pile of coins, where gold comes from and goes to) and the Tax Collector's pile, and the match options in
 * words (the cast, the unique districts in the deck, when a city is complete, the order of a turn) with a
 * link to the card gallery. On a
 * phone it is one line: the phase is left to the prompts, the rules to the options (citadels.css).
 */
import { UNIQUE_DISTRICTS, type CitadelsState } from '../../../games/citadels/index';
import { useText } from '../use-text';
import { CoinPile } from '../art/tokens';

export function GameHeader({ G }: { G: CitadelsState }) {
  const text = useText();
  const { t } = text;
  const o = G.options;
  return (
    <header className="cit-header">
      {/* Focusable: on a phone the line scrolls sideways when the words are longer than the screen. */}
      <div className="cit-header-line" tabIndex={0}>
        <strong>{t('citadels.round', { n: G.round })}</strong>
        <span className="cit-phase">{t(`citadels.phase.${G.phase}`)}</span>
        <span data-place="deck">{t('citadels.deck', { n: G.deck.length })}</span>
        <span className="cit-bank" data-place="bank" aria-hidden="true">
          <CoinPile n={3} />
        </span>
        {G.cast.includes('tax-collector') && <span>{t('citadels.taxes', { n: G.taxes })}</span>}
        <span className="cit-rule">{t('citadels.option.complete', { n: G.completeAt })}</span>
        <span className="cit-rule">
          {t(o.freeOrder ? 'citadels.option.freeOrder.on' : 'citadels.option.freeOrder.off')}
        </span>
      </div>
      <details className="cit-options">
        <summary>{t('citadels.options')}</summary>
        <dl>
          <dt>{t('citadels.option.cast')}</dt>
          <dd>{G.cast.map(text.character).join(', ')}</dd>
          <dt>{t('citadels.option.uniques')}</dt>
          <dd>{o.uniques.map((u) => UNIQUE_DISTRICTS[u].name[text.lang]).join(', ')}</dd>
          <dt>{t('citadels.option.completeRule')}</dt>
          <dd>{t(o.cityComplete === 8 ? 'citadels.option.complete.eight' : 'citadels.option.complete.edition')}</dd>
        </dl>
        <p>
          <a href="/gallery/citadels" target="_blank" rel="noreferrer">
            {t('citadels.gallery.link')}
          </a>
        </p>
      </details>
    </header>
  );
}
