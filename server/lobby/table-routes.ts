/**
 * `POST /games/:name/:id/table` with `{ playerID, credentials, clock?, graceSeconds?, takeoverLevel?, purist?, hints? }`
 * (checked by table-body.ts): the match's creator sets the table options, before the game or during it (a
 * change applies from the next move, running deadlines kept; a rated table's are fixed from the start:
 * table/table-options.ts). Answers the options as stored.
 */
import type { Server as BoardgameServer } from 'boardgame.io/server';
import { LobbyError } from './lobby-error';
import { requireSeat } from './lobby-routes';
import type { MatchStore } from '../storage/match-store';
import type { TableService } from '../table/table-service';
import { tableOf, type TableOptions } from '../table/table-state';
import { withOptions } from '../table/table-options';

type Router = ReturnType<typeof BoardgameServer>['router'];

export function addTableRoutes(router: Router, db: MatchStore, table: TableService): void {
  router.post('/games/:name/:id/table', async (ctx) => {
    const request = (ctx.state as { body: TableOptions & { playerID: string; credentials: string } }).body;
    const { name, id } = ctx.params as { name: string; id: string };
    const metadata = await db.updateMetadata(id, (m) => {
      requireSeat(m, request.playerID, request.credentials);
      const current = tableOf(m);
      if ((current.creator ?? request.playerID) !== request.playerID)
        throw new LobbyError(403, 'only the player who created the match can set its options');
      const changed = withOptions({ ...m, updatedAt: Date.now() }, request);
      if (typeof changed === 'string') throw new LobbyError(409, changed);
      return changed;
    });
    if (!metadata) throw new LobbyError(404, `Match ${id} not found`);
    table.arm(name, id, metadata);
    const { clock, graceSeconds, takeoverLevel, purist, hints } = tableOf(metadata);
    ctx.body = { clock, graceSeconds, takeoverLevel, purist, hints };
  });
}
