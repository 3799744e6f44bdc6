/** Each seat's colour, shared by the boards (Carcassonne's meeples use the first five) and the charts, so that they match. */
export const SEAT_COLOURS = [
  '#d8342a',
  '#2f6fd6',
  '#f0c419',
  '#1f8a3e',
  '#3a3a3a',
  '#8e44ad',
  '#e67e22',
  '#16a085',
] as const;

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length] as string;
}
