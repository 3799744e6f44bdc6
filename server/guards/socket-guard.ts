/**
 * The packet guard on a game's socket.io namespace (docs/security.md#socket-packets,
 * docs/design/boardgameio.md#packet-guard). boardgame.io's own handlers trust what
 * a socket sends; ours (transport/match-engine.ts) see a packet only after it passed this guard:
 *   update [action, stateID, matchID, playerID]: a MAKE_MOVE of an own move name of the game, as the seat
 *     that sends it, with exactly one argument (the action) of at most `moveArgBytes` of JSON; no events, no
 *     UNDO/REDO, nothing `automatic`;
 *   sync   [matchID, playerID|null, credentials?, numPlayers?];
 *   chat   [matchID, {id, sender, payload: string}, credentials], within the chat length limit (the chat
 *     rate is counted per seat by the engine, transport/match-engine.ts).
 * Packets draw on a budget (a token bucket; a sync costs more than a move) that belongs to whoever sends
 * them, not to the socket: the seat the socket holds (all sockets of one seat share it), or the client
 * address of a socket that holds no seat yet (transport/match-transport.ts says which), so opening more
 * sockets never buys more packets. Over budget, packets are dropped; a socket that goes on flooding is
 * disconnected. A refused packet is answered to its sender only
 * (`refused` with the reason), and never reaches storage or other sockets.
 */
import type { Game } from 'boardgame.io';
import { isSeatID } from './credentials';
import { moveNames } from './harden-game';
import type { Limits } from './limits';
import { RateLimiter } from './rate-limit';

type Packet = unknown[];
type Next = (error?: Error) => void;

export interface GuardedSocket {
  id: string;
  use(middleware: (packet: Packet, next: Next) => void): void;
  disconnect(close?: boolean): unknown;
}

const MATCH_ID = /^[\w-]{1,64}$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMatchID = (v: unknown): v is string => typeof v === 'string' && MATCH_ID.test(v);
const isCredentials = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.length <= 128);

/** The JSON size of a value, or Infinity when it cannot be serialised. */
function jsonBytes(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? Infinity;
  } catch {
    return Infinity;
  }
}

/** Why an `update` packet is refused, or undefined when it may reach the engine. */
export function updateRefusal(args: unknown[], moves: Set<string>, maxArgBytes: number): string | undefined {
  const [action, stateID, matchID, playerID] = args;
  if (args.length !== 4 || !isMatchID(matchID) || !Number.isSafeInteger(stateID)) return 'malformed update';
  if (!isSeatID(playerID)) return 'only seated players move';
  if (!isObject(action) || action.type !== 'MAKE_MOVE')
    return `action type ${isObject(action) ? String(action.type).slice(0, 32) : typeof action} is not allowed`;
  if (action.automatic !== undefined) return 'automatic actions are not allowed';
  const payload = action.payload;
  if (!isObject(payload) || typeof payload.type !== 'string' || !moves.has(payload.type)) return 'unknown move';
  if (payload.playerID !== playerID) return 'payload.playerID differs from the sender';
  if (!Array.isArray(payload.args) || payload.args.length !== 1) return 'a move takes exactly one argument';
  if (jsonBytes(payload.args[0]) > maxArgBytes) return `a move argument may be at most ${maxArgBytes} bytes of JSON`;
  return isCredentials(payload.credentials) ? undefined : 'malformed credentials';
}

export function syncRefusal(args: unknown[]): string | undefined {
  const [matchID, playerID, credentials] = args;
  if (!isMatchID(matchID)) return 'malformed match id';
  if (playerID !== null && playerID !== undefined && !isSeatID(playerID)) return 'malformed playerID';
  return isCredentials(credentials) ? undefined : 'malformed credentials';
}

export function chatRefusal(args: unknown[], maxChars: number): string | undefined {
  const [matchID, message, credentials] = args;
  if (!isMatchID(matchID) || !isObject(message) || !isSeatID(message.sender)) return 'malformed chat';
  if (typeof message.id !== 'string' || message.id.length > 64 || !isCredentials(credentials)) return 'malformed chat';
  if (typeof message.payload !== 'string' || message.payload.trim() === '')
    return 'a chat message is a non-empty string';
  return [...message.payload].length > maxChars ? `a chat message may be at most ${maxChars} characters` : undefined;
}

/** What a packet costs from the socket's budget. */
const COST: Record<string, number> = { update: 1, chat: 1, sync: 5 };

export interface PacketGuard {
  /** Installs the guard on a new socket; `refuse` answers the sender. */
  attach(socket: GuardedSocket, refuse: (matchID: unknown, reason: string) => void): void;
}

/** `budgetOf(socket)`: whose packet budget a socket's packets draw on (its seat's, or its client's). */
export function packetGuard(
  game: Game,
  limits: Limits,
  budgetOf: (socket: GuardedSocket) => string = (socket) => socket.id,
): PacketGuard {
  const moves = moveNames(game);
  const packets = new RateLimiter(limits.packetsPerSecond, limits.packetsPerSecond * 3);
  const reasonFor = (event: string, args: unknown[]): string | undefined => {
    if (event === 'update') return updateRefusal(args, moves, limits.moveArgBytes);
    if (event === 'sync') return syncRefusal(args);
    if (event === 'chat') return chatRefusal(args, limits.chatMessageChars);
    return `unknown event ${event.slice(0, 32)}`;
  };
  return {
    attach(socket, refuse) {
      let dropped = 0;
      socket.use((packet, next) => {
        const [event, ...args] = packet;
        if (typeof event !== 'string') return void refuse(undefined, 'an event name must be a string');
        if (packets.take(budgetOf(socket), COST[event] ?? 1) > 0) {
          if (++dropped === 1) refuse(args[0], 'too many packets; slow down');
          if (dropped >= limits.droppedPacketsBeforeDisconnect) socket.disconnect(true);
          return;
        }
        dropped = 0;
        const reason = reasonFor(event, args);
        if (reason === undefined) return next();
        refuse(event === 'update' ? args[2] : args[0], reason);
      });
    },
  };
}
