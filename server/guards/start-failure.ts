/**
 * Why a start failed, in one line that names the cause and the fix (README "Running your own server"):
 * a taken or forbidden port, a HOST that is not this machine's, PostgreSQL unreachable or refusing, a
 * DATA_DIR that cannot hold the database. Any other error (a bad limit, a bad PORT) already says what
 * the setting must be, and is passed on as it is.
 */

interface SystemError extends Error {
  code?: string;
  syscall?: string;
  port?: number;
  address?: string;
  path?: string;
}

/** The reasons PostgreSQL cannot be used: no route, no server, no such host, a refused login or database. */
const DATABASE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '28P01', // invalid password
  '28000', // invalid authorization
  '3D000', // no such database
]);

/** The address part of a postgres:// URL, without the user and password. */
function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** The one line `main` prints (after "[server] cannot start: ") for `error`, given the environment. */
export function startFailureLine(error: unknown, env: NodeJS.ProcessEnv): string {
  if (!(error instanceof Error)) return String(error);
  const { code, syscall, port, address } = error as SystemError;
  if (syscall === 'listen') {
    const where = `${address ?? env.HOST ?? ''}:${port ?? env.PORT ?? ''}`;
    if (code === 'EADDRINUSE')
      return `port ${port} is already in use (${where}): stop the program on it, or set PORT to a free port (PORT=8001 npm start)`;
    if (code === 'EACCES')
      return `port ${port} needs more rights than this user has (${where}): set PORT to a port above 1023 (PORT=8000 npm start)`;
    if (code === 'EADDRNOTAVAIL')
      return `HOST ${address} is not an address of this machine: set HOST to one of its addresses, or leave it unset`;
  }
  const url = env.DATABASE_URL ?? '';
  if (url !== '' && code !== undefined && DATABASE_CODES.has(code))
    return `PostgreSQL at ${databaseAddress(url)} cannot be used (${error.message}): start it, or fix DATABASE_URL (unset, the server keeps its matches in SQLite under DATA_DIR)`;
  const sqlite = code?.startsWith('SQLITE_') === true;
  if (url === '' && (sqlite || ['mkdir', 'open', 'access'].includes(syscall ?? '')))
    return `DATA_DIR ${env.DATA_DIR ?? './data'} cannot hold the database (${error.message}): set DATA_DIR to a writable folder${sqlite ? ', or move the damaged matches.sqlite away' : ''}`;
  return error.message || String(error);
}
