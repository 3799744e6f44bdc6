/**
 * A Carcassonne move in plain words for the replay and the analysis notes, read in the state before the
 * move (which tile, where from the start tile, which meeple; client/carcassonne/plain-words.ts).
 */
import type { CarcassonneAction, CarcassonneState } from '../../games/carcassonne';
import type { DescribeMove } from '../catalogue';
import { actionWords } from './plain-words';

export const describeCarcassonneMove: DescribeMove = (action, t, _language, before) =>
  actionWords(action as CarcassonneAction, before as CarcassonneState | undefined, t);
