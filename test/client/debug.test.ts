// The debug panel's developer switch, and the one-seat manager that keeps the panel on one seat.
import { describe, expect, it, vi } from 'vitest';
import { debugSwitchOn } from '../../client/debug/debug-switch';
import { seatManager } from '../../client/debug/seat-manager';

describe('debug switch', () => {
  it('is off for players, on with ?debug or in the dev server', () => {
    expect(debugSwitchOn('', false)).toBe(false);
    expect(debugSwitchOn('?lang=nl', false)).toBe(false);
    expect(debugSwitchOn('?debug', false)).toBe(true);
    expect(debugSwitchOn('?x=1&debug=1', false)).toBe(true);
    expect(debugSwitchOn('', true)).toBe(true);
  });
});

describe('one-seat manager', () => {
  it('offers the panel only its own client, and switching seats does nothing', () => {
    const updatePlayerID = vi.fn();
    const client = { playerID: '1', updatePlayerID };
    const manager = seatManager(client);
    const seen: unknown[] = [];
    manager.subscribe((state) => seen.push(state));
    expect(seen).toEqual([{ client, debuggableClients: [client] }]);
    manager.switchPlayerID('0');
    manager.switchToClient({ playerID: '0', updatePlayerID });
    expect(updatePlayerID).not.toHaveBeenCalled();
    expect(client.playerID).toBe('1');
    expect(seen).toHaveLength(1);
  });
});
