/**
 * The sockets of this process that follow each match, and the broadcast to them. A match's channel on the
 * pub/sub is subscribed while this process has a socket on it. Every message is filtered for each viewer
 * (boardgame.io's player-view filter), computed once per distinct seat and once for all spectators, and
 * sent through the bounded outbox. A new state goes out as a `patch` (state-patch.ts) to every socket known
 * to hold the state before it, and whole (`update`) to the rest and to the mover's seat: its client applied
 * the move itself and stands one state ahead, so it would drop a patch. A `seats` message makes every
 * process check its sockets' seats again, so a seat that changed hands (leave, a bot taking over) stops
 * reaching its old socket at once.
 */
import type { GenericPubSub } from 'boardgame.io/server';
import type { IntermediateTransportData } from 'boardgame.io/dist/types/src/master/master';
import type { State } from 'boardgame.io';
import { emitBounded, type OutboxSocket } from './outbox';
import { statePatch } from './state-patch';

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

/** The seat that made the move leading to this state (from its log), if a seat did. */
function moverOf(state: State): string | undefined {
  const action = state.deltalog?.[0]?.action as { payload?: { playerID?: unknown } } | undefined;
  const playerID = action?.payload?.playerID;
  return typeof playerID === 'string' ? playerID : undefined;
}

function memo<K, V>(map: Map<K, V>, key: K, make: () => V): V {
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
    const mover = moverOf(state);
    const updates = new Map<string | null, Data>();
    const patches = new Map<string | null, Data>();
    const update = (playerID: string | null) =>
      memo(updates, playerID, () => this.filter(playerID, { type: 'update', args: [matchID, state] }));
    for (const connection of connections) {
      const { playerID } = connection;
      if ((connection.stateID ?? -1) >= state._stateID) continue;
      const patchable =
        prev !== undefined &&
        prev._stateID < state._stateID &&
        connection.stateID === prev._stateID &&
        playerID !== mover &&
        !connection.masked;
      const data = patchable
        ? memo(patches, playerID, () => {
            const [, after, log] = update(playerID).args;
            const [, before] = this.filter(playerID, { type: 'update', args: [matchID, prev] }).args;
            return {
              type: 'patch',
              args: [matchID, prev._stateID, state._stateID, statePatch(before as object, after as object), log],
            };
          })
        : update(playerID);
      if (emitBounded(connection.socket, this.backlogLimit, data.type, data.args)) {
        connection.stateID = state._stateID;
        connection.masked = false;
      }
    }
  }

  /** Messages without a state (chat, matchData): filtered once per viewer. */
  private deliverOther(message: MatchMessage, connections: Connection[]): void {
    const views = new Map<string | null, Data>();
    for (const connection of connections) {
      const data = memo(views, connection.playerID, () =>
        this.filter(connection.playerID, message as IntermediateTransportData),
      );
      emitBounded(connection.socket, this.backlogLimit, data.type, data.args);
    }
  }
}
