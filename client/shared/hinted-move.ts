/**
 * The move a hint suggests (client/learn/hint.ts), for a board that can show it: null when no hint is shown.
 * A board that does not read it still gets the hint in words above it.
 */
import { createContext, useContext } from 'react';
import type { ActionBase } from '../../games/shared/contract';

export const HintedMoveContext = createContext<ActionBase | null>(null);

export const useHintedMove = (): ActionBase | null => useContext(HintedMoveContext);
