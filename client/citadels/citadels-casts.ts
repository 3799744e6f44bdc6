/**
 * Casts and unique-district sets for the Machiavelli options form, derived from the preset table: which
 * presets are playable now, the cast a preset gives for a player count (rank 9 when
 * docs/rules/citadels.md#cast-rules requires it,
 * or when chosen and allowed), and which preset (if any) a cast matches.
 */
import {
  CHARACTER_RULES,
  CHARACTERS,
  PRESETS,
  UNIQUE_DISTRICTS,
  UNIQUE_RULES,
  rankOf,
  type CharacterId,
  type PresetId,
  type UniqueDistrictId,
} from '../../games/citadels';

export const PLAYABLE_CHARACTERS = (Object.keys(CHARACTERS) as CharacterId[]).filter(
  (id) => CHARACTER_RULES[id] !== null,
);
export const PLAYABLE_UNIQUES = (Object.keys(UNIQUE_DISTRICTS) as UniqueDistrictId[]).filter(
  (id) => UNIQUE_RULES[id] !== null,
);

const playable = (id: PresetId) => {
  const preset = PRESETS[id];
  const characters = [...preset.cast, ...(preset.rank9 ? [preset.rank9] : [])] as CharacterId[];
  return (
    characters.every((c) => CHARACTER_RULES[c] !== null) &&
    (preset.uniques as readonly UniqueDistrictId[]).every((u) => UNIQUE_RULES[u] !== null)
  );
};

export const PLAYABLE_PRESETS = (Object.keys(PRESETS) as PresetId[]).filter(playable);

/**
 * docs/rules/citadels.md#cast-rules: rank 9 is required with 3 and 8 players and never used with 2; the Queen
 * needs 5 or more.
 */
export function rank9Rule(numPlayers: number, character: CharacterId | null): 'required' | 'optional' | 'forbidden' {
  if (numPlayers === 2 || (character === 'queen' && numPlayers < 5)) return 'forbidden';
  return numPlayers === 3 || numPlayers === 8 ? 'required' : 'optional';
}

/** The preset's cast for this many players, with its rank 9 character when required or wanted. */
export function presetCast(id: PresetId, numPlayers: number, wantRank9: boolean): CharacterId[] {
  const preset = PRESETS[id];
  const nine = (preset.rank9 ?? (numPlayers === 8 ? 'queen' : 'tax-collector')) as CharacterId;
  const rule = rank9Rule(numPlayers, nine);
  return [
    ...(preset.cast as readonly CharacterId[]),
    ...(rule === 'required' || (rule === 'optional' && wantRank9) ? [nine] : []),
  ];
}

/** The preset whose ranks 1-8 are exactly this cast's, if any. */
export function presetOf(cast: CharacterId[]): PresetId | undefined {
  const eight = cast
    .filter((c) => rankOf(c) <= 8)
    .sort()
    .join();
  return PLAYABLE_PRESETS.find((id) => [...PRESETS[id].cast].sort().join() === eight);
}

export function presetUniques(id: PresetId): UniqueDistrictId[] {
  return [...(PRESETS[id].uniques as readonly UniqueDistrictId[])];
}

/** 14 playable unique districts drawn at random (Math.random: a setup choice, public once made). */
export function randomUniques(): UniqueDistrictId[] {
  return [...PLAYABLE_UNIQUES].sort(() => Math.random() - 0.5).slice(0, 14);
}
