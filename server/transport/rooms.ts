/**
 * The sockets of this process that follow each match, and the broadcast to them. A match's channel on the
 * pub/sub is subscribed while this process has a socket on it. Every message is filtered for each viewer
 * (boardgame.io's player-view filter), computed once per distinct seat and once for all spectators, and
 * sent through the bounded outbox. A `seats` message makes every process check its sockets' seats again,
 * so a seat that changed hands (leave, a bot taking over) stops reaching its old socket at once.
 */
import type { GenericPubSub } from 'boardgame.io/server';
import type { IntermediateTransportData } from 'boardgame.io/dist/types/src/master/master';
import { emitBounded, type OutboxSocket } from './outbox';

/** `seats`: check who holds which seat; `table`: the match's deadlines changed, arm their timers. */
export type MatchMessage = IntermediateTransportData | { type: 'seats'; args: [string] } | { type: 'table'; args: [string] };

export interface Connection {
  socket: OutboxSocket;
  matchID: string;
  playerID: string | null;
  credentials?: string;
}

type Filter = (playerID: string | null, payload: IntermediateTransportData) => { type: string; args: unknown[] };

const channelOf = (matchID: string) => `MATCH-${matchID}`;

/** The state id a broadcast announces, for the ones that carry a state. */
function announcedStateID(message: MatchMessage): number | undefined {
  if (message.type === 'update') return message.args[1]._stateID;
  if (message.type === 'patch') return message.args[3]._stateID;
  return undefined;
}

export class Rooms {
  private byMatch = new Map<string, Map<string, Connection>>();
  /** The newest state announced to each followed match: with several processes, an older one may arrive late. */
  private announced = new Map<string, number>();
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

  /** Records a state the match's sockets were sent outside a broadcast (a sync). */
  markAnnounced(matchID: string, stateID: number): void {
    if (this.byMatch.has(matchID) && stateID > (this.announced.get(matchID) ?? -1)) this.announced.set(matchID, stateID);
  }

  publish(matchID: string, message: MatchMessage): void {
    this.pubSub.publish(channelOf(matchID), message);
  }

  private deliver(matchID: string, message: MatchMessage): void {
    const connections = this.connections(matchID);
    if (message.type === 'seats') return this.recheckSeats(matchID, connections);
    if (message.type === 'table') return this.tableChanged(matchID);
    const stateID = announcedStateID(message);
    if (stateID !== undefined) {
      if (stateID <= (this.announced.get(matchID) ?? -1)) return;
      this.announced.set(matchID, stateID);
    }
    const views = new Map<string | null, { type: string; args: unknown[] }>();
    for (const connection of connections) {
      let data = views.get(connection.playerID);
      if (!data) {
        try {
          data = this.filter(connection.playerID, message);
        } catch (error) {
          console.error(`[server] match ${matchID}: filtering a ${message.type} failed:`, error);
          return;
        }
        views.set(connection.playerID, data);
      }
      emitBounded(connection.socket, this.backlogLimit, data.type, data.args);
    }
  }
}
