/**
 * Each seat's colour, shared by the boards (Carcassonne's figures use the first six: red, blue, yellow, green,
 * black and, with Inns & Cathedrals' sixth player, pink) and the charts, so that they match.
 */
export const SEAT_COLOURS = [
  '#d8342a',
  '#2f6fd6',
  '#f0c419',
  '#1f8a3e',
  '#3a3a3a',
  '#e0529c',
  '#8e44ad',
  '#e67e22',
] as const;

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length] as string;
}
