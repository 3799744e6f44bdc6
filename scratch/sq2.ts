import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
const N = 2000;
function setup() {
  const db = new Database(join(mkdtempSync(join(tmpdir(), 'sq-')), 'x.sqlite'));
  db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE matches (id TEXT PRIMARY KEY, game_name TEXT, is_gameover INT, updated_at INT, state_id INT, state TEXT, initial_state TEXT, metadata TEXT, unlisted INT, seated INT, humans INT);
  CREATE INDEX a ON matches (game_name, updated_at); CREATE INDEX b ON matches (game_name, unlisted, is_gameover, updated_at, id); CREATE INDEX c ON matches (game_name, unlisted, updated_at, id); CREATE INDEX d ON matches (is_gameover, updated_at);
  CREATE TABLE log (seq INTEGER PRIMARY KEY AUTOINCREMENT, match_id TEXT, entry TEXT); CREATE INDEX l ON log (match_id, seq);
  CREATE TABLE st (id TEXT PRIMARY KEY, state_id INT, state TEXT);`);
  const ins = db.prepare('INSERT INTO matches VALUES (?, ?, 0, ?, 0, ?, ?, ?, 0, 4, 4)');
  const ins2 = db.prepare('INSERT INTO st VALUES (?, 0, ?)');
  for (let i = 0; i < N; i++) { ins.run('m' + i, 'carcassonne', Date.now(), 'x'.repeat(15000), 'i'.repeat(8000), 'm'.repeat(1500)); ins2.run('m' + i, 'x'.repeat(15000)); }
  return db;
}
const db = setup();
const log = db.prepare('INSERT INTO log (match_id, entry) VALUES (?, ?)');
const cur = db.prepare('UPDATE matches SET state = ?, state_id = state_id + 1, updated_at = ? WHERE id = ?');
const meta = db.prepare('UPDATE matches SET metadata = ?, game_name = ?, is_gameover = ?, updated_at = ?, unlisted = ?, seated = ?, humans = ? WHERE id = ?');
const getm = db.prepare('SELECT metadata FROM matches WHERE id = ?');
const split = db.prepare('UPDATE st SET state = ?, state_id = state_id + 1 WHERE id = ?');
const stateOnly = db.prepare('UPDATE matches SET state = ?, state_id = state_id + 1 WHERE id = ?');
const bump = db.prepare('UPDATE st SET state_id = state_id + 1 WHERE id = ?');
const blob = 'y'.repeat(15000);
function bench(name: string, f: (id: string, i: number) => void) {
  const n = 3000; const t = performance.now();
  for (let i = 0; i < n; i += 2) db.transaction(() => { f('m' + ((i * 7) % N), i); f('m' + ((i * 7 + 1) % N), i + 1); }).immediate();
  console.log(name.padEnd(40), ((performance.now() - t) / n * 1000).toFixed(0), 'us/move');
}
for (let r = 0; r < 2; r++) {
bench('current (state+updated_at, meta/2)', (id, i) => { cur.run(blob, Date.now(), id); log.run(id, 'e'.repeat(250)); if (i % 2) { getm.get(id); meta.run('m'.repeat(1500), 'carcassonne', 0, Date.now(), 0, 4, 4, id); } });
bench('current no meta', (id) => { cur.run(blob, Date.now(), id); log.run(id, 'e'.repeat(250)); });
bench('state only same table', (id) => { stateOnly.run(blob, id); log.run(id, 'e'.repeat(250)); });
bench('split state table', (id) => { split.run(blob, id); log.run(id, 'e'.repeat(250)); });
bench('log + id bump only', (id) => { bump.run(id); log.run(id, 'e'.repeat(250)); });
}
