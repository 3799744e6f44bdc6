/** The match's public table (creator, options) as the lobby shows it, for the panel beside the board. */
import { createContext } from 'react';
import type { PublicTable } from './table-api';

export const TableContext = createContext<PublicTable | undefined>(undefined);
