/**
 * A Machiavelli move in words for the replay and the analysis notes: what its player did, with the
 * players' names (client/citadels/describe-action.ts); a secret choice says only what kind of move it was.
 */
import type { ActionBase } from '../../games/shared/contract';
import type { DescribeMove } from '../catalogue';
import { describeAction } from './describe-action';

export const describeCitadelsMove: DescribeMove = (action, t, language, _before, names = []) =>
  describeAction(action as ActionBase & Record<string, unknown>, { t, lang: language, names });
