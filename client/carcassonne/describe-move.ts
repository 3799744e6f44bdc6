/** A Carcassonne move in words for the replay and the analysis notes: a tile by square and turn, a meeple by its spot. */
import type { ActionBase } from '../../games/shared/contract';
import type { DescribeMove } from '../catalogue';

export const describeCarcassonneMove: DescribeMove = (action, t) => {
  const a = action as ActionBase & { x?: number; y?: number; rotation?: number; location?: string };
  if (a.type === 'placeTile') return t('move.placeTile', { x: a.x ?? 0, y: a.y ?? 0, r: a.rotation ?? 0 });
  if (a.type === 'placeMeeple') return t('move.placeMeeple', { where: a.location ?? '' });
  return t('move.skipMeeple');
};
