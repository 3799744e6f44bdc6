/**
 * The arena's `--options` flag: a comma list of a game's options, `river,abbot` (each set to true),
 * `farmers=false` or `name=value` (a number or a word), laid over the game's defaults and checked by the
 * game's own `validateOptions`, so an unknown name or a bad value is refused with the game's reason.
 */
import type { SearchCore } from '../../games/shared/ismcts';
import type { ActionBase } from '../../games/shared/contract';

function parseValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
}

/** The options for `numPlayers` from the flag's text (undefined: the defaults), or the reason they are refused. */
export function arenaOptions(
  core: SearchCore<unknown, ActionBase>,
  numPlayers: number,
  text: string | undefined,
): { options: unknown } | { error: string } {
  const chosen: Record<string, unknown> = {};
  for (const item of (text ?? '').split(',').filter((s) => s.trim() !== '')) {
    const [name = '', value] = item.trim().split('=');
    chosen[name] = value === undefined ? true : parseValue(value);
  }
  const options = { ...(core.defaultOptions(numPlayers) as Record<string, unknown>), ...chosen };
  const problem = core.validateOptions(numPlayers, options);
  return problem === undefined ? { options } : { error: `--options: ${problem}` };
}
