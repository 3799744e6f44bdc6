/**
 * `POST /games/:name/:id/table` (and the lobby's one-request creation, new-table.ts) with `{ playerID,
 * credentials, clock?, graceSeconds?, takeoverLevel?, purist?, hints? }` (checked by table-body.ts): the
 * match's creator sets the table options, before the game or during it (a change applies from the next move,
 * running deadlines kept; a rated table's are fixed from the start: table/table-options.ts). Answers the
 * options as stored.
 */
import { HttpError } from '../http/http-error';
import type { Guard, Route } from '../http/route';
import { requireSeat } from './lobby-routes';
import type { MatchStore } from '../storage/match-store';
import type { TableService } from '../table/table-service';
import { tableOf, type TableOptions } from '../table/table-state';
import { withOptions } from '../table/table-options';

export interface TableRouteDeps {
  db: MatchStore;
  table: TableService;
  /** The guards of a lobby write (lobby-routes.ts): origin, game, budget, match, body rule `table`. */
  guards: readonly Guard[];
}

export type TableRequest = TableOptions & { playerID: string; credentials: string };

/** Sets the table options of match `id` for its creator, proved by `request`'s credentials; answers them. */
export async function setTableOptions(
  { db, table }: Pick<TableRouteDeps, 'db' | 'table'>,
  name: string,
  id: string,
  request: TableRequest,
) {
  const metadata = await db.updateMetadata(id, (m) => {
    requireSeat(m, request.playerID, request.credentials);
    const current = tableOf(m);
    if ((current.creator ?? request.playerID) !== request.playerID)
      throw new HttpError(403, 'only the player who created the match can set its options');
    const changed = withOptions({ ...m, updatedAt: Date.now() }, request);
    if (typeof changed === 'string') throw new HttpError(409, changed);
    return changed;
  });
  if (!metadata) throw new HttpError(404, `Match ${id} not found`);
  table.arm(name, id, metadata);
  const { clock, graceSeconds, takeoverLevel, purist, hints } = tableOf(metadata);
  return { clock, graceSeconds, takeoverLevel, purist, hints };
}

export function tableRoutes(deps: TableRouteDeps): Route[] {
  return [
    {
      method: 'POST',
      path: '/games/:name/:id/table',
      guards: deps.guards,
      run: ({ params, body }) =>
        setTableOptions(deps, params.name as string, params.id as string, body as unknown as TableRequest),
    },
  ];
}
