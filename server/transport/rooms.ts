/**
 * The sockets of this process that follow each match, and the broadcast to them. A match's channel on the
 * pub/sub is subscribed while this process has a socket on it. Every message is filtered for each viewer
 * (boardgame.io's player-view filter), computed once per distinct seat and once for all spectators, and
 * sent through the bounded outbox. A new state goes out as a `patch` (storage/state-patch.ts) to every socket known
 * to hold the state before it, and whole (`update`) to the rest; the mover's seat gets the patch only after
 * a move its client does not run itself (server-only-moves.ts): after any other its client applied the move
 * and stands one state ahead, so it would drop a patch. A `seats` message makes every
 * process check its sockets' seats again, so a seat that changed hands (leave, a bot taking over) stops
 * reaching its old socket at once.
 * What does not change between moves is not computed again (docs/performance.md#move-cost): each viewer's
 * view of the last state broadcast is kept, and the next patch starts from it; each distinct packet is
 * encoded once and written to all its sockets. One Rooms serves one namespace (one game).
 */
import type { GenericPubSub } from 'boardgame.io/server';
import type { IntermediateTransportData } from 'boardgame.io/dist/types/src/master/master';
import type { State } from 'boardgame.io';
import { encodeEvent, sendEncoded, type OutboxSocket } from './outbox';
import { patchMessage } from './patch-message';

/** `seats`: check who holds which seat; `table`: the match's deadlines changed, arm their timers. */
export type MatchMessage =
  IntermediateTransportData | { type: 'seats'; args: [string] } | { type: 'table'; args: [string] };

export interface Connection {
  socket: OutboxSocket;
  matchID: string;
  playerID: string | null;
  credentials?: string;
  /** The state id this socket was last sent (by a sync, update or patch). */
  stateID?: number;
  /** Its seat was last sent a spectator's view (the game had not started): it gets no patch, only whole states. */
  masked?: boolean;
}

type Filter = (playerID: string | null, payload: IntermediateTransportData) => { type: string; args: unknown[] };
type Data = { type: string; args: unknown[] };

const channelOf = (matchID: string) => `MATCH-${matchID}`;

/** The seat that made the move leading to this state and the move's name (from its log), if a seat did. */
function moveOf(state: State): { mover?: string; move?: string } {
  const action = state.deltalog?.[0]?.action as { payload?: { playerID?: unknown; type?: unknown } } | undefined;
  const { playerID, type } = action?.payload ?? {};
  return {
    mover: typeof playerID === 'string' ? playerID : undefined,
    move: typeof type === 'string' ? type : undefined,
  };
}

function memo<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

export class Rooms {
  private byMatch = new Map<string, Map<string, Connection>>();
  /** The newest state this process sent to each followed match (by a broadcast or a sync). */
  private announced = new Map<string, number>();
  /** The last state broadcast to each followed match, which the next one is a patch from. */
  private lastState = new Map<string, State>();
  private bySocket = new Map<string, Connection>();

  constructor(
    private readonly pubSub: GenericPubSub<MatchMessage>,
    private readonly filter: Filter,
    private readonly backlogLimit: number,
    /** Called on a `seats` message with the match's connections, to drop those whose seat is gone. */
    private readonly recheckSeats: (matchID: string, connections: Connection[]) => void,
    /** Called on a `table` message: the match's clocks or grace periods changed in some process. */
    private readonly tableChanged: (matchID: string) => void = () => {},
    /** The game's moves its clients never run themselves (server-only-moves.ts). */
    private readonly serverOnly: ReadonlySet<string> = new Set(),
  ) {}

  /** Registers a socket as following a match (replacing what it followed before). */
  join(connection: Connection): void {
    this.leave(connection.socket.id);
    let room = this.byMatch.get(connection.matchID);
    if (!room) {
      room = new Map();
      this.byMatch.set(connection.matchID, room);
      this.pubSub.subscribe(channelOf(connection.matchID), (message) => this.deliver(connection.matchID, message));
    }
    room.set(connection.socket.id, connection);
    this.bySocket.set(connection.socket.id, connection);
  }

  leave(socketID: string): Connection | undefined {
    const connection = this.bySocket.get(socketID);
    if (!connection) return undefined;
    this.bySocket.delete(socketID);
    const room = this.byMatch.get(connection.matchID);
    room?.delete(socketID);
    if (room?.size === 0) {
      this.byMatch.delete(connection.matchID);
      this.announced.delete(connection.matchID);
      this.lastState.delete(connection.matchID);
      this.pubSub.unsubscribeAll(channelOf(connection.matchID));
    }
    return connection;
  }

  of(socketID: string): Connection | undefined {
    return this.bySocket.get(socketID);
  }

  connections(matchID: string): Connection[] {
    return [...(this.byMatch.get(matchID)?.values() ?? [])];
  }

  spectators(matchID: string): number {
    return this.connections(matchID).filter((c) => c.playerID === null).length;
  }

  /** Sockets following some match in this process. */
  get sockets(): number {
    return this.bySocket.size;
  }

  /** Matches this process follows. */
  get matches(): number {
    return this.byMatch.size;
  }

  /** The matches this process follows. */
  followed(): string[] {
    return [...this.byMatch.keys()];
  }

  /** The newest state id this process announced (or synced) for a match it follows. */
  announcedID(matchID: string): number | undefined {
    return this.announced.get(matchID);
  }

  /** Records the state one socket was sent outside a broadcast (a sync), and whether as a spectator's view. */
  markSynced(socketID: string, matchID: string, stateID: number, masked = false): void {
    const connection = this.bySocket.get(socketID);
    if (connection?.matchID === matchID) {
      connection.stateID = stateID;
      connection.masked = masked;
    }
    if (this.byMatch.has(matchID) && stateID > (this.announced.get(matchID) ?? -1))
      this.announced.set(matchID, stateID);
  }

  publish(matchID: string, message: MatchMessage): void {
    this.pubSub.publish(channelOf(matchID), message);
  }

  private deliver(matchID: string, message: MatchMessage): void {
    const connections = this.connections(matchID);
    if (message.type === 'seats') return this.recheckSeats(matchID, connections);
    if (message.type === 'table') return this.tableChanged(matchID);
    try {
      if (message.type === 'update') this.deliverState(matchID, message.args[1], connections);
      else this.deliverOther(message, connections);
    } catch (error) {
      console.error(`[server] match ${matchID}: filtering a ${message.type} failed:`, error);
    }
  }

  /**
   * A new state: a patch to each socket that holds the previous one (and did not make the move), whole to
   * the others; nothing to a socket that already has it or a newer one (a sync may overtake a broadcast
   * that comes over the pub/sub from another process).
   */
  private deliverState(matchID: string, state: State, connections: Connection[]): void {
    if (state._stateID > (this.announced.get(matchID) ?? -1)) this.announced.set(matchID, state._stateID);
    const prev = this.lastState.get(matchID);
    if (!prev || state._stateID > prev._stateID) this.lastState.set(matchID, state);
    const { mover, move } = moveOf(state);
    // A seat whose client ran the move itself is one state ahead of `prev`.
    const ranTheMove = (playerID: string | null) => playerID === mover && !(move && this.serverOnly.has(move));
    const updates = new Map<string | null, Data>();
    const patches = new Map<string | null, Data>();
    const update = (playerID: string | null) =>
      memo(updates, playerID, () => this.filter(playerID, { type: 'update', args: [matchID, state] }));
    // A viewer's view of `prev`, made again rather than kept from the last broadcast: a kept view lived until
    // the match's next move, long enough for V8 to move it to the old generation, where the views of every
    // match were a third of what the collector promoted and marked (docs/performance.md#views-not-kept).
    const before = (playerID: string | null) =>
      this.filter(playerID, { type: 'update', args: [matchID, prev!] }).args[1];
    for (const connection of connections) {
      const { playerID } = connection;
      if ((connection.stateID ?? -1) >= state._stateID) continue;
      const patchable =
        prev !== undefined &&
        prev._stateID < state._stateID &&
        connection.stateID === prev._stateID &&
        !ranTheMove(playerID) &&
        !connection.masked;
      const data = patchable
        ? memo(patches, playerID, () =>
            patchMessage(before(playerID) as object, update(playerID), prev._stateID, state._stateID),
          )
        : update(playerID);
      if (this.send(connection.socket, data)) {
        connection.stateID = state._stateID;
        connection.masked = false;
      }
    }
  }

  /** The packets of one delivery, encoded once each (by the data they carry). */
  private encoded = new WeakMap<Data, string>();

  private send(socket: OutboxSocket, data: Data): boolean {
    return sendEncoded(socket, this.backlogLimit, data.type, data.args, (namespace) =>
      memo(this.encoded, data, () => encodeEvent(namespace, data.type, data.args)),
    );
  }

  /** Messages without a state (chat, matchData): filtered once per viewer. */
  private deliverOther(message: MatchMessage, connections: Connection[]): void {
    const views = new Map<string | null, Data>();
    for (const connection of connections) {
      const data = memo(views, connection.playerID, () =>
        this.filter(connection.playerID, message as IntermediateTransportData),
      );
      this.send(connection.socket, data);
    }
  }
}
