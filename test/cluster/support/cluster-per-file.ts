/**
 * One cluster (tools/cluster/cluster.ts) for a test file: started before its first test, stopped after its
 * last, together with the seat sockets its tests opened (`sockets`), so no socket outlives the processes.
 */
import { startCluster, type Cluster, type ClusterOptions } from '../../../tools/cluster/cluster';
import type { SeatClient } from '../../server/helpers';

export interface FileCluster {
  /** The running cluster (set once `beforeAll` has run). */
  cluster: Cluster;
  /** Seat sockets to close at the end. */
  sockets: SeatClient[];
}

export function clusterPerFile(options: ClusterOptions): FileCluster {
  const file = { cluster: undefined as unknown as Cluster, sockets: [] as SeatClient[] };
  beforeAll(async () => {
    file.cluster = await startCluster(options);
  });
  afterAll(async () => {
    for (const socket of file.sockets) socket.close();
    await file.cluster?.stop();
  });
  return file;
}
