/**
 * An action of several fields, chosen one field at a time (client/citadels/action-steps.ts): the steps in
 * order, each chosen one with its value, the current one with a button per value still possible (a
 * district, a character or a player as its card, the button on it; components/TargetCard.tsx), the later
 * ones by name. "Back" undoes the last choice, "Cancel" all of them; "Confirm"
 * plays the action once every step is chosen. A step with one possible value is filled in by itself.
 */
import { useId, useState } from 'react';
import type { CitadelsAction } from '../../../games/citadels/index';
import { MESSAGES, type MessageKey } from '../../i18n/dictionary';
import { choicesAt, progress, stepsOf, type Step } from '../action-steps';
import type { SeatView } from '../seat-view';
import { useText, wordsOf, type CitadelsText } from '../use-text';
import { useHintMark } from '../hint-mark';
import { targetLabel, valueLabel } from '../targets';
import { TargetCard, targetKind } from './TargetCard';
import { useNarrow } from '../use-narrow';

/** A step's name: its own for this action type (`citadels.step.<type>.<field>`), the field's, or the field's name in words. */
function stepLabel(type: string, step: Step, text: CitadelsText): string {
  const n = (step.element ?? 0) + 1;
  for (const key of [`citadels.step.${type}.${step.field}`, `citadels.step.${step.field}`]) {
    if (Object.hasOwn(MESSAGES[text.lang], key)) return text.t(key as MessageKey, { n });
  }
  return wordsOf(step.field);
}

/** The player's picks, kept with the list of actions they were made from (a new list drops them). */
function usePicks(actions: CitadelsAction[]) {
  const key = JSON.stringify(actions);
  const [stored, setStored] = useState<{ key: string; picks: unknown[] }>({ key, picks: [] });
  const picks = stored.key === key ? stored.picks : [];
  return [picks, (next: unknown[]) => setStored({ key, picks: next })] as const;
}

export function StepChooser({ type, actions, view }: { type: string; actions: CitadelsAction[]; view: SeatView }) {
  const text = useText();
  const { t } = text;
  const hint = useHintMark();
  const [picks, setPicks] = usePicks(actions);
  const narrow = useNarrow();
  const id = useId();
  const first = actions[0];
  if (!first) return null;
  const steps = stepsOf(first);
  const { chosen, filled, action } = progress(actions, steps, picks);
  const at = chosen.length;
  const choices = choicesAt(actions, steps, chosen);
  const word = (step: Step, value: unknown) => valueLabel(step.field, value, view, text, type);
  const choose = (value: unknown) => setPicks([...chosen.filter((_, i) => !filled[i]), value]);
  const back = () => setPicks(chosen.filter((_, i) => !filled[i]).slice(0, -1));
  const userPicks = filled.filter((auto) => !auto).length;
  return (
    <fieldset className="cit-group cit-steps" data-action={type}>
      <legend>{t('citadels.prompt.target', { action: text.action(type) })}</legend>
      <ol className="cit-step-list">
        {steps.map((step, i) => {
          const label = stepLabel(type, step, text);
          if (i < at) {
            return (
              <li key={i} className="cit-step-done">
                {label}: <strong>{word(step, chosen[i])}</strong>
              </li>
            );
          }
          if (i > at)
            return (
              <li key={i} className="cit-step-later">
                {label}
              </li>
            );
          return (
            <li key={i} className="cit-step-now">
              <span className="cit-step-name" id={`${id}-${i}`}>
                {label}
              </span>
              <div className="cit-targets" role="group" aria-labelledby={`${id}-${i}`}>
                {choices.map((value) => {
                  const kind = targetKind(step.field, value, view, type);
                  // On a phone only a district is drawn as its card: the bar stays small.
                  const card = narrow && kind?.kind !== 'district' ? undefined : kind;
                  const hinted = hint.step(type, steps, chosen, value);
                  const button = (
                    <button
                      type="button"
                      className={['cit-step-choice', hint.cls(hinted)].filter(Boolean).join(' ')}
                      onClick={() => choose(value)}
                      aria-label={`${label}: ${word(step, value)}`}
                    >
                      {card ? t('citadels.step.pick') : word(step, value)}
                    </button>
                  );
                  return card ? (
                    <TargetCard key={String(value)} target={card} view={view} hinted={hinted} actions={button} />
                  ) : (
                    <span key={String(value)}>{button}</span>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="cit-confirm-row">
        <button
          type="button"
          className={['cit-confirm', hint.cls(hint.is(action))].filter(Boolean).join(' ')}
          disabled={!action}
          onClick={() => action && view.act(action)}
        >
          {action
            ? t('citadels.confirm.target', { action: text.action(type), target: targetLabel(action, view, text) })
            : t('citadels.confirm.steps')}
        </button>
        {userPicks > 0 && (
          <button type="button" className="cit-cancel" onClick={back}>
            {t('citadels.confirm.back')}
          </button>
        )}
        {userPicks > 1 && (
          <button type="button" className="cit-cancel" onClick={() => setPicks([])}>
            {t('citadels.confirm.cancel')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
