/**
 * The JSON Patch (RFC 6902) from one view of a match to the next, for the `patch` message that boardgame.io's
 * client applies (with the rfc6902 package). boardgame.io's own diff (rfc6902's `createPatch`) compares arrays
 * in quadratic time and walks the whole state; here an unchanged reference ends the walk. The reducer (Immer)
 * and the games' views keep every unchanged subtree, so the cost follows what the move changed, not the size
 * of the state.
 *
 * The patch turns the JSON of `before` into the JSON of `after`: keys holding `undefined` count as absent,
 * and `undefined` in an array as `null`, as JSON.stringify writes them.
 *
 * The patch of a large container is kept by the container it starts from (`kept`): the views of one move (a
 * seat's, a spectator's, the stored step) share their unchanged and public subtrees, so the board's diff is
 * walked once a move, not once per view. Only frozen pairs are kept (Immer freezes every state): they cannot
 * change after their patch was made.
 */
export type Operation =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'replace'; path: string; value: unknown }
  | { op: 'remove'; path: string };

type Json = Record<string, unknown>;

const isContainer = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** A JSON Pointer token (RFC 6901): `~` and `/` escaped. */
function token(key: string): string {
  if (!key.includes('~') && !key.includes('/')) return key;
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

const arrayItem = (value: unknown) => (value === undefined ? null : value);

/** A container with at least this many entries keeps its patch. */
const KEEP_FROM = 8;

/** The patch from a large frozen container to its successor, with paths relative to the container. */
const kept = new WeakMap<object, { after: object; ops: Operation[] }>();

/** `op` at another path. */
const at = (op: Operation, path: string): Operation =>
  op.op === 'remove' ? { op: 'remove', path } : { op: op.op, path, value: op.value };

function walk(before: unknown, after: unknown, path: string, out: Operation[]): void {
  if (before === after) return;
  if (isContainer(before) && isContainer(after) && Array.isArray(before) === Array.isArray(after)) {
    if (Object.isFrozen(before)) walkKept(before, after, path, out);
    else walkContainer(before, after, path, out);
    return;
  }
  out.push({ op: 'replace', path, value: after });
}

/** Walks two records or two arrays; answers how many entries `before` has. */
const walkContainer = (before: Json, after: Json, path: string, out: Operation[]): number =>
  Array.isArray(before)
    ? walkArray(before, after as unknown as unknown[], path, out)
    : walkRecord(before, after, path, out);

/** A frozen container: its kept patch to `after`, or the walk, kept when the container is large. */
function walkKept(before: Json, after: Json, path: string, out: Operation[]): void {
  const known = kept.get(before);
  if (known?.after === after) {
    for (const op of known.ops) out.push(at(op, path + op.path));
    return;
  }
  const start = out.length;
  if (walkContainer(before, after, path, out) >= KEEP_FROM && Object.isFrozen(after)) {
    const ops = out.slice(start).map((op) => at(op, op.path.slice(path.length)));
    kept.set(before, { after, ops });
  }
}

/** Walks a record; answers how many keys `before` has. */
function walkRecord(before: Json, after: Json, path: string, out: Operation[]): number {
  let size = 0;
  for (const key in before) {
    size++;
    if (before[key] !== undefined && after[key] === undefined)
      out.push({ op: 'remove', path: `${path}/${token(key)}` });
  }
  for (const key in after) {
    const value = after[key];
    const old = before[key];
    // Most keys of a changed record hold what they held: no path is built for them.
    if (value === undefined || value === old) continue;
    if (old === undefined) out.push({ op: 'add', path: `${path}/${token(key)}`, value });
    else walk(old, value, `${path}/${token(key)}`, out);
  }
  return size;
}

/**
 * Items both arrays share at the start and at the end (same reference or value) are skipped. The middle is
 * walked with a cursor into each array and a look-ahead of one: an item taken out or put in is one `remove`
 * or `add`, not one operation per item after it (a square leaving the middle of a list, a card played from a
 * hand). Operations apply in order, so each path is the index in the array as patched so far (`at`).
 */
function walkArray(before: unknown[], after: unknown[], path: string, out: Operation[]): number {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before[start] === after[start]) start++;
  let end = 0;
  while (end < shorter - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end++;
  const beforeEnd = before.length - end;
  const afterEnd = after.length - end;
  let i = start;
  let j = start;
  let at = start;
  while (i < beforeEnd && j < afterEnd) {
    if (before[i] === after[j]) {
      i++;
      j++;
      at++;
    } else if (i + 1 < beforeEnd && before[i + 1] === after[j]) {
      out.push({ op: 'remove', path: `${path}/${at}` });
      i++;
    } else if (j + 1 < afterEnd && before[i] === after[j + 1]) {
      out.push({ op: 'add', path: `${path}/${at}`, value: arrayItem(after[j]) });
      j++;
      at++;
    } else {
      walk(arrayItem(before[i]), arrayItem(after[j]), `${path}/${at}`, out);
      i++;
      j++;
      at++;
    }
  }
  for (; i < beforeEnd; i++) out.push({ op: 'remove', path: `${path}/${at}` });
  for (; j < afterEnd; j++, at++) out.push({ op: 'add', path: `${path}/${at}`, value: arrayItem(after[j]) });
  return before.length;
}

/** The operations that turn `before` into `after` (both JSON-shaped objects). */
export function statePatch(before: object, after: object): Operation[] {
  const out: Operation[] = [];
  walk(before, after, '', out);
  return out;
}
