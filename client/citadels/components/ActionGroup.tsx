/**
 * One group of legal actions of the same type, as a guided prompt: a button for an action without
 * targets, otherwise the targets it names, each the card it is with its button on it (a character, a
 * player, a district with the price to destroy it, a drawn card; components/TargetCard.tsx); on a phone,
 * where the bar must stay small, a character or a player is a button. A target is only selected when clicked (it can be changed or cancelled);
 * the "Confirm" button plays it. Keeping a drawn card is a plain choice and plays at once. An action of
 * several fields (the Magistrate's warrants, the Blackmailer's threats, the Emperor's crown, ...) is chosen
 * one field at a time (StepChooser.tsx), except a district in another player's city, offered as its card
 * under its owner's name. Any action type works, including ones this board has never heard of: its label
 * comes from the dictionary or from the type's name, and its targets from its fields.
 */
import { useState } from 'react';
import { destroyPrice, type CardId, type CitadelsAction } from '../../../games/citadels/index';
import { indexedCard, type SeatView } from '../seat-view';
import { targetLabel } from '../targets';
import { useText } from '../use-text';
import { useHintMark } from '../hint-mark';
import { DistrictCard } from './DistrictCard';
import { StepChooser } from './StepChooser';
import { useNarrow } from '../use-narrow';
import { TargetCard, targetKind, type TargetKind } from './TargetCard';
import { groupBy } from '../../../games/shared/group-by';

type Fields = Record<string, unknown>;
const fieldsOf = (a: CitadelsAction) => a as unknown as Fields;

function CardTarget({
  action,
  view,
  selected,
  onClick,
}: {
  action: CitadelsAction;
  view: SeatView;
  selected: boolean | undefined;
  onClick(): void;
}) {
  const text = useText();
  const hint = useHintMark();
  const f = fieldsOf(action);
  const card = (indexedCard(action, view) ?? f.card) as CardId;
  const price =
    action.type === 'destroy'
      ? text.t('citadels.prompt.price', { n: destroyPrice(view.G, action.seat, action.card) })
      : undefined;
  const label = [text.action(action.type), price && `(${price})`].filter(Boolean).join(' ');
  return (
    <DistrictCard
      card={card}
      small
      beautified={view.G.beautified.includes(card)}
      hinted={hint.is(action)}
      actions={
        <button
          type="button"
          className={hint.cls(hint.is(action))}
          onClick={onClick}
          aria-pressed={selected}
          aria-label={`${label}: ${text.district(card)}`}
        >
          {label}
        </button>
      }
    />
  );
}

/** The card an action of one target names (a character, a player), drawn as the control; none for a word or a number. */
function soleTarget(action: CitadelsAction, view: SeatView): TargetKind | undefined {
  const fields = Object.entries(fieldsOf(action)).filter(([key]) => key !== 'type');
  const [field] = fields;
  return fields.length === 1 && field ? targetKind(field[0], field[1], view, action.type) : undefined;
}

/**
 * Whether the actions are chosen step by step: they have several fields (an array counts each element),
 * unless they name a district in another player's city, shown as its card under its owner's name.
 */
function bySteps(actions: CitadelsAction[], view: SeatView): boolean {
  const first = actions[0];
  if (!first) return false;
  const fields = Object.entries(fieldsOf(first)).filter(([key]) => key !== 'type');
  const count = fields.reduce((n, [, value]) => n + (Array.isArray(value) ? value.length : 1), 0);
  if (count < 2) return false;
  const inCity = (a: CitadelsAction) => {
    const f = fieldsOf(a);
    return (
      fields.length === 2 && typeof f.seat === 'number' && view.G.cities[f.seat]?.includes(f.card as CardId) === true
    );
  };
  return !actions.every(inCity);
}

/** The chosen target, remembered with the list it was chosen from (a new list of targets drops it). */
function useChoice(actions: CitadelsAction[]) {
  const key = JSON.stringify(actions);
  const [choice, setChoice] = useState<{ key: string; index: number } | null>(null);
  const index = choice?.key === key ? choice.index : null;
  return [index, (next: number | null) => setChoice(next === null ? null : { key, index: next })] as const;
}

export function ActionGroup({ type, actions, view }: { type: string; actions: CitadelsAction[]; view: SeatView }) {
  const text = useText();
  const hint = useHintMark();
  const [chosen, choose] = useChoice(actions);
  // On a phone the bar stays small at the foot of the screen: characters and players stay buttons there.
  const narrow = useNarrow();
  const first = actions[0];
  if (!first) return null;
  const hasTargets = Object.keys(first).length > 1;
  if (!hasTargets) {
    return (
      <button
        type="button"
        className={['cit-action', hint.cls(hint.is(first))].filter(Boolean).join(' ')}
        data-action={type}
        onClick={() => view.act(first)}
      >
        {text.action(type)}
      </button>
    );
  }
  if (bySteps(actions, view)) return <StepChooser type={type} actions={actions} view={view} />;
  const onCards = actions.every((a) => a.type === 'keepCard' || typeof fieldsOf(a).card === 'string');
  const bySeat = groupBy(actions, (a) => {
    const seat = fieldsOf(a).seat;
    return onCards && typeof seat === 'number' ? (view.names[seat] ?? '') : '';
  });
  const confirmFirst = type !== 'keepCard';
  const pick = (a: CitadelsAction) => (confirmFirst ? choose(actions.indexOf(a)) : view.act(a));
  const pressed = (a: CitadelsAction) => (confirmFirst ? actions.indexOf(a) === chosen : undefined);
  const selected = chosen === null ? undefined : actions[chosen];
  return (
    <fieldset className="cit-group" data-action={type}>
      <legend>
        {type === 'keepCard'
          ? text.t('citadels.prompt.keep')
          : text.t('citadels.prompt.target', { action: text.action(type) })}
      </legend>
      {[...bySeat].map(([owner, list]) => (
        <div key={owner} className="cit-targets">
          {owner && <span className="cit-owner">{owner}</span>}
          {list.map((a, i) =>
            onCards ? (
              <CardTarget key={i} action={a} view={view} selected={pressed(a)} onClick={() => pick(a)} />
            ) : !narrow && soleTarget(a, view) ? (
              <TargetCard
                key={i}
                target={soleTarget(a, view)!}
                view={view}
                hinted={hint.is(a)}
                actions={
                  <button
                    type="button"
                    className={hint.cls(hint.is(a))}
                    aria-pressed={pressed(a)}
                    aria-label={`${text.action(type)} ${targetLabel(a, view, text)}`}
                    onClick={() => pick(a)}
                  >
                    {text.action(type)}
                  </button>
                }
              />
            ) : (
              <button
                key={i}
                type="button"
                className={hint.cls(hint.is(a))}
                aria-pressed={pressed(a)}
                onClick={() => pick(a)}
              >
                {targetLabel(a, view, text)}
              </button>
            ),
          )}
        </div>
      ))}
      {confirmFirst && (
        <div className="cit-confirm-row">
          <button
            type="button"
            className={['cit-confirm', hint.cls(hint.is(selected))].filter(Boolean).join(' ')}
            disabled={!selected}
            onClick={() => selected && view.act(selected)}
          >
            {selected
              ? text.t('citadels.confirm.target', {
                  action: text.action(type),
                  target: targetLabel(selected, view, text),
                })
              : text.t('citadels.confirm.choose')}
          </button>
          {selected && (
            <button type="button" className="cit-cancel" onClick={() => choose(null)}>
              {text.t('citadels.confirm.cancel')}
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}
