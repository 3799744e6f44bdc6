/**
 * What the seat may do now, derived only from its legal actions and grouped by
 * action type in the order the core lists them (gathering first, ending the turn last). Actions on a
 * card of the hand are offered on the hand itself (Hand.tsx); the prompt explains the sub-step.
 * It also serves a seat that must answer during another player's turn, in either phase (the draft's
 * own picks and discards are offered by Selection.tsx).
 */
import { buildCost } from '../../../games/citadels/rules/helpers';
import { onHandCard, type SeatView } from '../seat-view';
import { useText, type CitadelsText } from '../use-text';
import { ActionGroup } from './ActionGroup';
import { groupBy } from '../../../games/shared/group-by';

/**
 * Why the seat is asked, when the buttons alone do not say: the Magistrate's warrant on a build (signed or
 * blank, and whether he may take it), the killed Emperor's crown, the Blackmailer's reveal, the Theater, a
 * threatened character's bribe, and the Emperor's crown that must be given before the turn may end.
 */
function context(view: SeatView, text: CitadelsText): string | undefined {
  const { t } = text;
  const { G, me, names, legal } = view;
  const p = G.prompt;
  const turn = G.turn;
  const has = (type: string) => legal.some((a) => a.type === type);
  if (p && p.seat === me) {
    if (p.kind === 'warrant' && turn) {
      const facts = {
        builder: names[p.builder] ?? '',
        card: text.district(p.card),
        paid: p.paid,
        character: text.character(turn.char),
      };
      if (has('confiscate')) return t('citadels.context.warrant.signed', facts);
      const signed = G.warrants[turn.char] === 'signed' || G.warrants[turn.char] === 'revealed';
      return t(signed ? 'citadels.context.warrant.duplicate' : 'citadels.context.warrant.blank', facts);
    }
    if (p.kind === 'crown') return t('citadels.context.crown');
    if (p.kind === 'threat' && turn)
      return t('citadels.context.threat', { player: names[turn.seat] ?? '', character: text.character(turn.char) });
    if (p.kind === 'theater') return t('citadels.context.theater');
    return undefined;
  }
  if (!turn || turn.seat !== me || me === null) return undefined;
  if (has('bribe'))
    return t('citadels.context.bribe', { character: text.character(turn.char), n: Math.floor((G.gold[me] ?? 0) / 2) });
  if (has('crown') && !has('endTurn')) return t('citadels.context.mustCrown');
  return undefined;
}

const DRAFT: string[] = ['pickCharacter', 'discardCharacter'];

export function TurnPrompts({ view }: { view: SeatView }) {
  const { t, ...text } = useText();
  const { G, me, names } = view;
  const legal = view.legal.filter((a) => !DRAFT.includes(a.type));
  const turn = G.turn;
  const mine = turn !== null && turn.seat === me;
  if (legal.length === 0) {
    return turn && !mine ? (
      <p className="cit-waiting">{t('citadels.prompt.waiting', { player: names[turn.seat] ?? '' })}</p>
    ) : null;
  }
  const groups = groupBy(
    legal.filter((a) => !onHandCard(a, view)),
    (a): string => a.type,
  );
  const ordered = [...groups].sort(([a], [b]) => Number(a === 'endTurn') - Number(b === 'endTurn'));
  const den = turn?.den;
  const handTypes = new Set(legal.filter((a) => onHandCard(a, view)).map((a) => a.type));
  const why = context(view, { t, ...text });
  const heading =
    mine && turn ? t('citadels.prompt.turn', { character: text.character(turn.char) }) : t('citadels.prompt.answer');
  return (
    <section className="cit-prompts" aria-label={heading}>
      <h3>{heading}</h3>
      {why && <p className="cit-context">{why}</p>}
      {turn && mine && !turn.gathered && groups.has('takeGold') && <p>{t('citadels.prompt.gather')}</p>}
      {den && me !== null && (
        <p className="cit-den">
          {t('citadels.prompt.den', { paid: den.paid, rest: buildCost(G, me, den.card) - den.paid })}
        </p>
      )}
      {handTypes.has('exchangeCard') && <p>{t('citadels.prompt.exchange')}</p>}
      {handTypes.has('build') && <p>{t('citadels.prompt.build')}</p>}
      <div className="cit-prompt-groups">
        {ordered.map(([type, actions]) => (
          <ActionGroup key={type} type={type} actions={actions} view={view} />
        ))}
      </div>
    </section>
  );
}
