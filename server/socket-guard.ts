/**
 * The packet guard on a game's socket.io namespace (docs/design/boardgameio.md#packet-guard).
 *
 * boardgame.io's Master applies any action a socket sends (UPDATE, SYNC, RESET and PATCH replace the state),
 * runs events the game never meant clients to send, checks credentials against the socket message's playerID
 * but runs the move as `payload.playerID`, and finds moves with `name in moves`. So before a packet reaches
 * it, this guard drops every packet that is not one of:
 *   update [action, stateID, matchID, playerID]: a MAKE_MOVE of an own move name of the game, as the seat
 *     that sends it, with array args; no events (our games use none), no UNDO/REDO, nothing `automatic`;
 *   sync   [matchID, playerID|null, credentials?, numPlayers?];
 *   chat   [matchID, {id, sender, payload}, credentials].
 * It also wraps the handlers boardgame.io registers, so an exception in game code (a rejected promise in an
 * async socket handler) is logged instead of ending the process, and runs the `sync` and `disconnect`
 * handlers of a namespace one at a time: each ends in a read-modify-write of the match metadata
 * (connection status), and run concurrently they overwrite each other (boardgame.io #1100).
 */
import type { Game } from 'boardgame.io';
import { isSeatID } from './credentials';
import { moveNames } from './harden-game';

type Packet = [string, ...unknown[]];
type Next = (error?: Error) => void;
interface GuardedSocket {
  use(middleware: (packet: Packet, next: Next) => void): void;
  on(event: string, listener: (...args: unknown[]) => unknown): unknown;
}
interface Namespace {
  use(middleware: (socket: GuardedSocket, next: Next) => void): void;
}

const MATCH_ID = /^[\w-]{1,64}$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isMatchID = (v: unknown) => typeof v === 'string' && MATCH_ID.test(v);
const isCredentials = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.length <= 128);

/** Why an `update` packet is refused, or undefined when it may reach the Master. */
export function updateRefusal(args: unknown[], moves: Set<string>): string | undefined {
  const [action, stateID, matchID, playerID] = args;
  if (args.length !== 4 || !isMatchID(matchID) || !Number.isSafeInteger(stateID)) return 'malformed update';
  if (!isSeatID(playerID)) return 'only seated players move';
  if (!isObject(action) || action.type !== 'MAKE_MOVE') return `action type ${String(isObject(action) ? action.type : action)} is not allowed`;
  if (action.automatic !== undefined) return 'automatic actions are not allowed';
  const payload = action.payload;
  if (!isObject(payload) || typeof payload.type !== 'string' || !moves.has(payload.type)) return 'unknown move';
  if (payload.playerID !== playerID) return 'payload.playerID differs from the sender';
  if (payload.args !== undefined && payload.args !== null && !Array.isArray(payload.args)) return 'move args must be an array';
  return isCredentials(payload.credentials) ? undefined : 'malformed credentials';
}

export function syncRefusal(args: unknown[]): string | undefined {
  const [matchID, playerID, credentials] = args;
  if (!isMatchID(matchID)) return 'malformed match id';
  if (playerID !== null && playerID !== undefined && !isSeatID(playerID)) return 'malformed playerID';
  return isCredentials(credentials) ? undefined : 'malformed credentials';
}

export function chatRefusal(args: unknown[]): string | undefined {
  const [matchID, message, credentials] = args;
  if (!isMatchID(matchID) || !isObject(message) || !isSeatID(message.sender)) return 'malformed chat';
  return typeof message.id === 'string' && isCredentials(credentials) ? undefined : 'malformed chat';
}

function refusal(packet: Packet, moves: Set<string>): string | undefined {
  const [event, ...args] = packet;
  if (event === 'update') return updateRefusal(args, moves);
  if (event === 'sync') return syncRefusal(args);
  if (event === 'chat') return chatRefusal(args);
  return `unknown event ${String(event).slice(0, 32)}`;
}

/** Handlers that write connection status into match metadata; they must not overlap. */
const SERIAL_EVENTS = new Set(['sync', 'disconnect']);

/**
 * Makes every listener registered on `socket` log its errors (sync or async) instead of throwing them,
 * and queues the connection-status listeners on the namespace's `serial` chain.
 */
function wrapListeners(socket: GuardedSocket, gameName: string, serial: { tail: Promise<unknown> }): void {
  const on = socket.on.bind(socket);
  const report = (event: string) => (error: unknown) => console.error(`[server] ${gameName} ${event} handler failed:`, error);
  const run = (event: string, listener: (...args: unknown[]) => unknown, args: unknown[]) => {
    try {
      const result = listener(...args);
      return result instanceof Promise ? result.catch(report(event)) : result;
    } catch (error) {
      report(event)(error);
    }
  };
  socket.on = (event, listener) =>
    on(event, (...args: unknown[]) => {
      if (!SERIAL_EVENTS.has(event)) return void run(event, listener, args);
      serial.tail = serial.tail.then(() => run(event, listener, args));
    });
}

export function guardNamespace(namespace: Namespace, game: Game): void {
  const moves = moveNames(game);
  const serial = { tail: Promise.resolve() as Promise<unknown> };
  namespace.use((socket, next) => {
    wrapListeners(socket, String(game.name), serial);
    socket.use((packet, nextPacket) => {
      const reason = refusal(packet, moves);
      if (reason === undefined) return nextPacket();
      console.warn(`[guard] ${game.name}: dropped ${String(packet[0]).slice(0, 32)} packet: ${reason}`);
    });
    next();
  });
}
