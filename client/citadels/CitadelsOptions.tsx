/**
 * Machiavelli's match options (docs/rules/citadels.md#options): a preset or a custom cast (one character
 * per rank, rank 9 as docs/rules/citadels.md#cast-rules allows), the 14 unique districts (the preset's, 14 at
 * random, or chosen), when a
 * city is complete, and free order. The core's `validateOptions` has the last word; its message is shown.
 */
import {
  CHARACTERS,
  PRESETS,
  UNIQUE_DISTRICTS,
  citadelsCore,
  rankOf,
  type CharacterId,
  type CitadelsOptions,
  type PresetId,
  type UniqueDistrictId,
} from '../../games/citadels';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import type { GameOptions, OptionsFormProps } from '../options/types';
import {
  PLAYABLE_CHARACTERS,
  PLAYABLE_PRESETS,
  PLAYABLE_UNIQUES,
  presetCast,
  presetOf,
  presetUniques,
  randomUniques,
  rank9Rule,
} from './citadels-casts';

type Props = OptionsFormProps<CitadelsOptions>;

function CastPicker({ numPlayers, value, onChange }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const preset = presetOf(value.cast);
  const nine = value.cast.find((c) => rankOf(c) === 9) ?? null;
  const setRank = (rank: number, id: CharacterId | '') =>
    onChange({
      ...value,
      cast: [...value.cast.filter((c) => rankOf(c) !== rank), ...(id ? [id] : [])].sort(
        (a, b) => rankOf(a) - rankOf(b),
      ),
    });
  return (
    <div className="option-cast">
      <label>
        {t('options.citadels.cast')}{' '}
        <select
          name="preset"
          value={preset ?? 'custom'}
          onChange={(event) => {
            const id = event.target.value as PresetId | 'custom';
            if (id !== 'custom')
              onChange({ ...value, cast: presetCast(id, numPlayers, nine !== null), uniques: presetUniques(id) });
          }}
        >
          {PLAYABLE_PRESETS.map((id) => (
            <option key={id} value={id}>
              {PRESETS[id].name[language]}
            </option>
          ))}
          <option value="custom">{t('options.citadels.custom')}</option>
        </select>
      </label>
      <ol className="option-ranks">
        {[1, 2, 3, 4, 5, 6, 7, 8, 9].map((rank) => {
          const chosen = value.cast.find((c) => rankOf(c) === rank) ?? '';
          const choices = PLAYABLE_CHARACTERS.filter(
            (c) => rankOf(c) === rank && (rank < 9 || rank9Rule(numPlayers, c) !== 'forbidden'),
          );
          return (
            <li key={rank}>
              <select
                name={`rank-${rank}`}
                aria-label={t('options.citadels.rank', { rank })}
                value={chosen}
                onChange={(event) => setRank(rank, event.target.value as CharacterId | '')}
              >
                {rank === 9 && rank9Rule(numPlayers, null) !== 'required' && (
                  <option value="">{t('options.citadels.noRank9')}</option>
                )}
                {choices.map((c) => (
                  <option key={c} value={c}>
                    {rank}. {CHARACTERS[c].name[language]}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function UniquesPicker({ value, onChange }: Props) {
  const t = useT();
  const { language } = useLanguage();
  const toggle = (id: UniqueDistrictId, on: boolean) =>
    onChange({ ...value, uniques: on ? [...value.uniques, id] : value.uniques.filter((u) => u !== id) });
  return (
    <details className="option-uniques">
      <summary>{t('options.citadels.uniques', { n: value.uniques.length })}</summary>
      <button className="secondary" type="button" onClick={() => onChange({ ...value, uniques: randomUniques() })}>
        {t('options.citadels.randomUniques')}
      </button>
      <ul>
        {PLAYABLE_UNIQUES.map((id) => (
          <li key={id}>
            <label>
              <input
                type="checkbox"
                name={`unique-${id}`}
                checked={value.uniques.includes(id)}
                onChange={(event) => toggle(id, event.target.checked)}
              />{' '}
              {UNIQUE_DISTRICTS[id].name[language]}
            </label>
          </li>
        ))}
      </ul>
    </details>
  );
}

function CitadelsOptionsForm(props: Props) {
  const t = useT();
  const { value, onChange } = props;
  return (
    <>
      <CastPicker {...props} />
      <UniquesPicker {...props} />
      <label>
        {t('options.citadels.cityComplete')}{' '}
        <select
          name="cityComplete"
          value={String(value.cityComplete)}
          onChange={(event) => onChange({ ...value, cityComplete: event.target.value === '8' ? 8 : 'edition' })}
        >
          <option value="edition">{t('options.citadels.cityComplete.edition')}</option>
          <option value="8">{t('options.citadels.cityComplete.eight')}</option>
        </select>
      </label>{' '}
      <label>
        <input
          type="checkbox"
          name="freeOrder"
          checked={value.freeOrder}
          onChange={(event) => onChange({ ...value, freeOrder: event.target.checked })}
        />{' '}
        {t('options.citadels.freeOrder')}
      </label>
    </>
  );
}

function CitadelsOptionsSummary({ value }: { value: CitadelsOptions }) {
  const t = useT();
  const { language } = useLanguage();
  const preset = Array.isArray(value.cast) ? presetOf(value.cast) : undefined;
  const parts = [preset ? PRESETS[preset].name[language] : t('options.citadels.custom')];
  parts.push(
    t(value.cityComplete === 8 ? 'options.citadels.cityComplete.eight' : 'options.citadels.cityComplete.edition'),
  );
  if (value.freeOrder) parts.push(t('options.citadels.freeOrder.short'));
  return <>{parts.join(' · ')}</>;
}

export const citadelsOptions: GameOptions<CitadelsOptions> = {
  defaults: (n) => citadelsCore.defaultOptions(n),
  problem: (n, value) => citadelsCore.validateOptions(n, value),
  Form: CitadelsOptionsForm,
  Summary: CitadelsOptionsSummary,
};
