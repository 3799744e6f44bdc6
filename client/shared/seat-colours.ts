/** Player colours for the charts: Carcassonne's meeple colours first, so its charts match the board. */
import { PLAYER_COLOURS } from '../../carcassonne/components/Meeple';

const MORE = ['#8e44ad', '#e67e22', '#16a085'] as const;

export function seatColour(seat: number): string {
  const all = [...PLAYER_COLOURS, ...MORE];
  return all[seat % all.length] as string;
}
