/** The database a DATABASE_URL names: the embedded SQLite, or PostgreSQL for a postgres:// URL. */
export type Dialect = 'sqlite' | 'postgres'

export const dialectOf = (url: string): Dialect =>
  /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite'

/** The file a SQLite `file:` URL names, or undefined for any other URL. */
export const sqliteFileIn = (url: string): string | undefined => /^file:(.+)$/.exec(url)?.[1]
