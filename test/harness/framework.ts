/**
 * Drives a boardgame.io Game the way the server does, without sockets: the real `Master` over
 * in-memory storage, with every message it sends captured, and the per-viewer transport filter the server
 * uses: boardgame.io's own for `update` and `sync`; a `patch` is the server's rooms' own message
 * (server/transport/patch-message.ts), the diff of the viewer's filtered states before and after the move,
 * with the filtered log. (boardgame.io's own `patch` filter diffs with rfc6902 in quadratic time, and the server
 * never sends its patches.)
 */
import type { Game, State } from 'boardgame.io';
import { Master } from 'boardgame.io/master';
import { MemoryStorage } from './memory-storage';
import { createMatch, getFilterPlayerView, ProcessGameConfig } from 'boardgame.io/internal';
import { patchMessage } from '../../server/transport/patch-message';

export interface Message {
  type: string;
  args: unknown[];
}

/** What a viewer is sent of a message. */
type Filter = (playerID: string | null, message: Message) => Message;

export class CapturedMatch {
  readonly sent: Message[] = [];
  readonly db = new MemoryStorage();
  readonly master: Master;
  readonly filter: Filter;

  constructor(
    readonly game: Game,
    readonly matchID: string,
    numPlayers: number,
    setupData?: unknown,
  ) {
    const created = createMatch({ game: ProcessGameConfig(game), numPlayers, setupData, unlisted: true });
    if ('setupDataError' in created) throw new Error(String(created.setupDataError));
    this.db.createMatch(matchID, created);
    this.filter = serverFilter(getFilterPlayerView(ProcessGameConfig(game)) as never);
    this.master = new Master(game, this.db, {
      send: ({ playerID: _playerID, ...message }: { playerID: string } & Message) => void this.sent.push(message),
      sendAll: (message: Message) => void this.sent.push(message),
    });
  }

  state(): State {
    return this.db.fetch(this.matchID, { state: true }).state as State;
  }

  async move(playerID: string, type: string, args: unknown[]): Promise<void> {
    const action = { type: 'MAKE_MOVE', payload: { type, args, playerID, credentials: '' } } as const;
    const result = await this.master.onUpdate(action as never, this.state()._stateID, this.matchID, playerID);
    if (result && 'error' in result) throw new Error(`master refused: ${result.error}`);
  }

  async sync(playerID: string | null): Promise<void> {
    await this.master.onSync(this.matchID, playerID as string, undefined, 2);
  }

  /** Takes the messages captured so far. */
  drain(): Message[] {
    return this.sent.splice(0, this.sent.length);
  }
}

/** boardgame.io's filter, with patches made as the server makes them (server/transport/patch-message.ts). */
function serverFilter(stock: Filter): Filter {
  return (playerID, message) => {
    if (message.type !== 'patch') return stock(playerID, message);
    const [matchID, stateID, before, after] = message.args as [string, number, State, State];
    const update = (state: State) => stock(playerID, { type: 'update', args: [matchID, state] });
    return patchMessage(update(before).args[1] as object, update(after), stateID, after._stateID);
  };
}
