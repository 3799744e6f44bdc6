/**
 * The table mix of `npm run bench:load`: `LOAD_MIX=carcassonne:4` (the default) or e.g.
 * `carcassonne:2-5,citadels:4-7`; each new match picks a game, then a player count in its range, uniformly.
 */
export interface Table {
  game: string;
  players: number;
}

export type Mix = { game: string; min: number; max: number }[];

export function parseMix(text = 'carcassonne:4'): Mix {
  return text.split(',').map((part) => {
    const [game = '', range = ''] = part.trim().split(':');
    const [min, max = min] = range.split('-').map(Number);
    if (!game || !Number.isInteger(min) || !Number.isInteger(max) || (min as number) > (max as number)) {
      throw new Error(`LOAD_MIX: cannot read "${part}" (expected game:players or game:min-max)`);
    }
    return { game, min: min as number, max: max as number };
  });
}

export function pickTable(mix: Mix): Table {
  const { game, min, max } = mix[Math.floor(Math.random() * mix.length)]!;
  return { game, players: min + Math.floor(Math.random() * (max - min + 1)) };
}
