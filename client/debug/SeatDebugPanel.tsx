/**
 * boardgame.io's debug panel for one client (one seat), loaded on demand so players never download
 * it. It is mounted below the app header, so it never covers the language switch.
 */
import { useEffect, useRef } from 'react';
import { seatManager, type DebuggableClient } from './seat-manager';

interface SveltePanel {
  $destroy(): void;
}

export function SeatDebugPanel({ client }: { client: DebuggableClient }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let panel: SveltePanel | undefined;
    let cancelled = false;
    void import('boardgame.io/debug').then(({ Debug }) => {
      if (cancelled || !host.current) return;
      const Panel = Debug as unknown as new (options: { target: Element; props: object }) => SveltePanel;
      panel = new Panel({ target: host.current, props: { clientManager: seatManager(client) } });
    });
    return () => {
      cancelled = true;
      panel?.$destroy();
    };
  }, [client]);
  return <div ref={host} className="debug-host" data-debug-seat={client.playerID ?? ''} />;
}
