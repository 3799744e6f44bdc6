/**
 * The learning aids a table allows its boards: a purist table shows the bare game, without projected
 * scores, feature highlights or the count of each remaining tile (docs/rules/carcassonne.md#purist). Set
 * by the hotseat page from its saved game and by the match page from the table's options.
 */
import { createContext, useContext } from 'react';

export interface Aids {
  purist: boolean;
}

export const AidsContext = createContext<Aids>({ purist: false });

export const useAids = (): Aids => useContext(AidsContext);
