/**
 * One group of legal actions of the same type, as a guided prompt: a button for an action without
 * targets, otherwise the targets it names (a character, a player, a district with the price to
 * destroy it, a drawn card). A target is only selected when clicked (it can be changed or cancelled);
 * the "Confirm" button plays it. Keeping a drawn card is a plain choice and plays at once. Any action
 * type works, including ones this board has never heard of: its label comes from the dictionary or from
 * the type's name, and its targets from its fields.
 */
import { useState } from 'react';
import { CHARACTERS, destroyPrice, isCard, type CardId, type CharacterId, type CitadelsAction, type DistrictType } from '../../../games/citadels/index';
import { MESSAGES, type MessageKey } from '../../i18n/dictionary';
import type { SeatView } from '../seat-view';
import { useText, type CitadelsText } from '../use-text';
import { DistrictCard } from './DistrictCard';

type Fields = Record<string, unknown>;
const fieldsOf = (a: CitadelsAction) => a as unknown as Fields;

/** A readable name for one field's value: a player, a card, a character, a number of cards, or a word. */
function valueLabel(key: string, value: unknown, view: SeatView, text: CitadelsText): string {
  if (Array.isArray(value)) return value.map((v) => valueLabel(key, v, view, text)).join(' + ');
  if (key === 'seat') return view.names[value as number] ?? String(value);
  if (key === 'index' && view.me !== null) return text.district(view.G.hands[view.me]?.[value as number] ?? '?');
  if (key === 'cards') return text.t('citadels.value.mixed', { n: value as number });
  if (key === 'districtType') return text.type(value as DistrictType);
  if (typeof value === 'string' && Object.hasOwn(CHARACTERS, value)) return `${CHARACTERS[value as CharacterId].rank}. ${text.character(value as CharacterId)}`;
  if (isCard(value)) return text.district(value);
  // Words such as `gold`, `nothing`, or `build.true`, in the board's dictionary.
  const word = typeof value === 'boolean' ? `citadels.value.${key}.${value}` : `citadels.value.${String(value)}`;
  return Object.hasOwn(MESSAGES[text.lang], word) ? text.t(word as MessageKey) : String(value);
}

/** A readable name for each field of an action besides its type. */
export function targetLabel(a: CitadelsAction, view: SeatView, text: CitadelsText): string {
  const f = fieldsOf(a);
  if (typeof f.seat === 'number' && typeof f.card === 'string') return `${text.district(f.card)} (${view.names[f.seat] ?? f.seat})`;
  const parts: string[] = [];
  for (const [key, value] of Object.entries(f)) if (key !== 'type') parts.push(valueLabel(key, value, view, text));
  return parts.join(' · ');
}

function CardTarget({ action, view, selected, onClick }: { action: CitadelsAction; view: SeatView; selected: boolean | undefined; onClick(): void }) {
  const text = useText();
  const f = fieldsOf(action);
  const card = (action.type === 'keepCard' ? view.G.turn?.drawn[action.index] : f.card) as CardId;
  const price = action.type === 'destroy' ? text.t('citadels.prompt.price', { n: destroyPrice(view.G, action.seat, action.card) }) : undefined;
  const label = [text.action(action.type), price && `(${price})`].filter(Boolean).join(' ');
  return (
    <DistrictCard
      card={card}
      small
      beautified={view.G.beautified.includes(card)}
      actions={
        <button type="button" onClick={onClick} aria-pressed={selected} aria-label={`${label}: ${text.district(card)}`}>
          {label}
        </button>
      }
    />
  );
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
  const [chosen, choose] = useChoice(actions);
  const first = actions[0];
  if (!first) return null;
  const hasTargets = Object.keys(first).length > 1;
  if (!hasTargets) {
    return (
      <button type="button" className="cit-action" data-action={type} onClick={() => view.act(first)}>
        {text.action(type)}
      </button>
    );
  }
  const onCards = actions.every((a) => a.type === 'keepCard' || typeof fieldsOf(a).card === 'string');
  const bySeat = new Map<string, CitadelsAction[]>();
  for (const a of actions) {
    const seat = fieldsOf(a).seat;
    const key = onCards && typeof seat === 'number' ? (view.names[seat] ?? '') : '';
    bySeat.set(key, [...(bySeat.get(key) ?? []), a]);
  }
  const confirmFirst = type !== 'keepCard';
  const pick = (a: CitadelsAction) => (confirmFirst ? choose(actions.indexOf(a)) : view.act(a));
  const pressed = (a: CitadelsAction) => (confirmFirst ? actions.indexOf(a) === chosen : undefined);
  const selected = chosen === null ? undefined : actions[chosen];
  return (
    <fieldset className="cit-group" data-action={type}>
      <legend>{type === 'keepCard' ? text.t('citadels.prompt.keep') : text.t('citadels.prompt.target', { action: text.action(type) })}</legend>
      {[...bySeat].map(([owner, list]) => (
        <div key={owner} className="cit-targets">
          {owner && <span className="cit-owner">{owner}</span>}
          {list.map((a, i) =>
            onCards ? (
              <CardTarget key={i} action={a} view={view} selected={pressed(a)} onClick={() => pick(a)} />
            ) : (
              <button key={i} type="button" aria-pressed={pressed(a)} onClick={() => pick(a)}>{targetLabel(a, view, text)}</button>
            ),
          )}
        </div>
      ))}
      {confirmFirst && (
        <div className="cit-confirm-row">
          <button type="button" className="cit-confirm" disabled={!selected} onClick={() => selected && view.act(selected)}>
            {selected ? text.t('citadels.confirm.target', { action: text.action(type), target: targetLabel(selected, view, text) }) : text.t('citadels.confirm.choose')}
          </button>
          {selected && (
            <button type="button" className="cit-cancel" onClick={() => choose(null)}>{text.t('citadels.confirm.cancel')}</button>
          )}
        </div>
      )}
    </fieldset>
  );
}
