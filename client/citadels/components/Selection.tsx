/**
 * The character draft (docs/rules/citadels.md#draft): the characters discarded face up, how many lie face
 * down, the pile to choose from (shown only to the seat whose pick it is, as its legal actions), the 2-player
 * take-then-discard step, the seat's own choices so far and who still has to choose. The pile and both
 * discards are places the draft's characters fly from and to (`data-place`, components/Flights.tsx).
 */
import { DOWN, UP, type CharacterId } from '../../../games/citadels/index';
import { ofTypes, type SeatView } from '../seat-view';
import { useText } from '../use-text';
import { useHintMark } from '../hint-mark';
import { CharacterCard } from './CharacterCard';
import { fanStyle } from '../fan';
import { useTableSeats } from '../../shared/table-seats';
import { draftCounts } from '../draft-counts';

export function Selection({ view }: { view: SeatView }) {
  const text = useText();
  const { t } = text;
  const { G, me, names, legal, act } = view;
  const hint = useHintMark();
  const { waiting: beforeStart } = useTableSeats();
  const faceUp = G.cast.filter((c) => G.who[c] === UP);
  const mine = G.cast.filter((c) => me !== null && G.who[c] === me);
  const down = G.cast.filter((c) => G.who[c] === DOWN);
  const choices = ofTypes(legal, 'pickCharacter', 'discardCharacter') as {
    type: 'pickCharacter' | 'discardCharacter';
    character: CharacterId;
  }[];
  const step = G.draft.script[G.draft.at];
  const waiting = [...new Set(G.draft.script.slice(G.draft.at).map((s) => s.seat))];
  const list = (ids: CharacterId[]) => ids.map(text.character).join(', ');
  return (
    <section className="cit-selection" aria-label={t('citadels.phase.selection')}>
      <div className="cit-row cit-set-aside">
        {faceUp.length > 0 && (
          <>
            <h3>{t('citadels.selection.faceUp')}</h3>
            <div className="cit-cards" data-place="draft-up">
              {faceUp.map((c) => (
                <CharacterCard key={c} id={c} small marks={{ out: true }} />
              ))}
            </div>
          </>
        )}
        <p className="cit-face-down" data-place="draft-down">
          <span className="cit-face-down-card cit-back" aria-hidden="true" />
          {t('citadels.selection.faceDown', { n: draftCounts(G).down })}
        </p>
      </div>
      {beforeStart ? (
        <p className="cit-waiting" data-before-start data-place="draft">
          {t('match.waitingForPlayers')}
        </p>
      ) : choices.length > 0 ? (
        <div className="cit-row cit-choose" data-place="draft">
          <h3>{t(choices[0]?.type === 'pickCharacter' ? 'citadels.selection.pick' : 'citadels.selection.discard')}</h3>
          <div className="cit-cards cit-fan">
            {choices.map((a, index) => (
              <CharacterCard
                key={a.character}
                id={a.character}
                marks={{ hinted: hint.is(a) }}
                style={fanStyle(index, choices.length)}
                actions={
                  <button type="button" className={hint.cls(hint.is(a))} onClick={() => act(a)}>
                    {t(a.type === 'pickCharacter' ? 'citadels.selection.take' : 'citadels.selection.drop')}{' '}
                    {text.character(a.character)}
                  </button>
                }
              />
            ))}
          </div>
        </div>
      ) : (
        step && (
          <p className="cit-waiting" data-place="draft">
            {t('citadels.selection.choosing', { player: names[step.seat] ?? '' })}
          </p>
        )
      )}
      {mine.length > 0 && <p className="cit-mine">{t('citadels.selection.yours', { names: list(mine) })}</p>}
      {down.length > 0 && <p className="cit-mine">{t('citadels.selection.youDiscarded', { names: list(down) })}</p>}
      {waiting.length > 0 && !beforeStart && (
        <p className="cit-to-choose">
          {t('citadels.selection.toChoose', { players: waiting.map((s) => names[s] ?? '').join(', ') })}
        </p>
      )}
    </section>
  );
}
