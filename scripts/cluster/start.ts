/**
 * `npm run cluster -- --nodes 3 [--port 8000]`: the whole cluster on loopback (tools/cluster/cluster.ts),
 * until Ctrl+C. Prints the balancer's URL.
 */
import { startCluster } from '../../tools/cluster/cluster';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};

const cluster = await startCluster({
  nodes: Math.max(1, option('nodes', 3)),
  port: option('port', 0),
  databaseUrl: process.env.DATABASE_URL,
});
console.log(`cluster of ${cluster.nodes.length} server processes: ${cluster.nodes.map((n) => n.url).join(', ')}`);
console.log(`PostgreSQL ${cluster.databaseUrl}, Redis ${cluster.redisUrl}`);
console.log(`open ${cluster.url} (Ctrl+C stops everything)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void cluster.stop().then(() => process.exit(0)));
}
