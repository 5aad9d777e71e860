import pg from 'pg';

/** A PostgreSQL identifier quoted by the driver (`"my ""table"""`). */
export function escapeIdentifier(name: string): string {
  return pg.escapeIdentifier(name);
}
