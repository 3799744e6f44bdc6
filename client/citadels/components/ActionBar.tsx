/**
 * The action bar: the turn's prompts (TurnPrompts) and, on a phone, compact buttons for the step's other
 * controls, so that all of them sit in one bar that stays at the bottom of the screen: the characters to
 * choose in the draft and the districts that can be built now. On a wide screen those live on the cards
 * themselves (Selection, Hand), so the compact copies are not rendered there at all.
 */
import { useSyncExternalStore } from 'react';
import { buildCost } from '../../../games/citadels/rules/helpers';
import type { CharacterId } from '../../../games/citadels/index';
import { ofTypes, type SeatView } from '../seat-view';
import { useText } from '../use-text';
import { TurnPrompts } from './TurnPrompts';

const PHONE = '(max-width: 900px)';

/** Whether the screen is phone-sized (false where there is no matchMedia, as in tests without a browser). */
function useNarrow(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = globalThis.matchMedia?.(PHONE);
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => globalThis.matchMedia?.(PHONE).matches ?? false,
    () => false,
  );
}

export function ActionBar({ view }: { view: SeatView }) {
  const text = useText();
  const { t } = text;
  const narrow = useNarrow();
  const { G, me, legal, act } = view;
  const choices = ofTypes(legal, 'pickCharacter', 'discardCharacter') as { type: 'pickCharacter' | 'discardCharacter'; character: CharacterId }[];
  const builds = ofTypes(legal, 'build') as { type: 'build'; card: string }[];
  return (
    <div className="cit-actionbar">
      {narrow && choices.length > 0 && (
        <div className="cit-choose-bar" role="group" aria-label={t(choices[0]?.type === 'pickCharacter' ? 'citadels.selection.pick' : 'citadels.selection.discard')}>
          {choices.map((a) => (
            <button key={a.character} type="button" onClick={() => act(a)}>
              {t(a.type === 'pickCharacter' ? 'citadels.selection.take' : 'citadels.selection.drop')} {text.character(a.character)}
            </button>
          ))}
        </div>
      )}
      <TurnPrompts view={view} />
      {narrow && me !== null && builds.length > 0 && (
        <div className="cit-build-bar" role="group" aria-label={t('citadels.prompt.build')}>
          <span className="cit-owner">{text.action('build')}</span>
          {builds.map((a) => {
            const price = t('citadels.prompt.price', { n: buildCost(G, me, a.card) });
            return (
              <button key={a.card} type="button" onClick={() => act(a)} aria-label={`${text.action('build')} ${text.district(a.card)} (${price})`}>
                {text.district(a.card)} ({price})
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
