/**
 * Plain SQL on the server's database, for the tables beside the matches (the accounts):
 * one statement at a time, with `?` placeholders, in SQL that both SQLite and PostgreSQL understand. A
 * write resolves once it is committed (on SQLite: once its group commit is on disk, like a move).
 */
export type SqlValue = string | number | null;

export interface SqlAccess {
  /** The rows a query answers (PostgreSQL answers BIGINT columns as strings: read them with Number). */
  all<Row>(sql: string, params?: SqlValue[]): Promise<Row[]>;
  /** Runs a write and answers how many rows it changed. */
  run(sql: string, params?: SqlValue[]): Promise<number>;
  /**
   * Runs `work` in one transaction: all its statements commit together, or none does when it throws. `work`
   * may await only the statements of `tx` (on SQLite the transaction holds the connection for its turn).
   */
  transaction<T>(work: (tx: SqlStatements) => Promise<T>): Promise<T>;
}

export type SqlStatements = Pick<SqlAccess, 'all' | 'run'>;

/** `?` placeholders numbered for PostgreSQL (`$1`, `$2`, …); the statements hold no literal `?`. */
export const numberPlaceholders = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};
