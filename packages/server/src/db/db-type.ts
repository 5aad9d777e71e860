/** The database an environment selects: PostgreSQL with `WEFT_DB_TYPE=postgresdb`, SQLite otherwise. */
export function dbTypeOf(env: Record<string, string | undefined>): 'sqlite' | 'postgresdb' {
  return env.WEFT_DB_TYPE === 'postgresdb' ? 'postgresdb' : 'sqlite';
}
