/**
 * The boardgame.io client behind each mounted React client component, by seat: `refFor(seat)` is
 * given as the component's ref (a stable callback per seat), `clients[seat]` is its client once mounted.
 */
import { useCallback, useRef, useState } from 'react';
import type { Client } from 'boardgame.io/client';

export type SeatClientImpl = ReturnType<typeof Client>;

export function useSeatClients() {
  const [clients, setClients] = useState<Record<string, SeatClientImpl>>({});
  const refs = useRef(new Map<string, (instance: { client: SeatClientImpl } | null) => void>());
  const refFor = useCallback((seat: string) => {
    let ref = refs.current.get(seat);
    if (!ref) {
      ref = (instance) =>
        setClients((old) => {
          const client = instance?.client;
          if (old[seat] === client) return old;
          const next = { ...old };
          if (client) next[seat] = client;
          else delete next[seat];
          return next;
        });
      refs.current.set(seat, ref);
    }
    return ref;
  }, []);
  return { clients, refFor };
}
