import type pg from 'pg';
import { lazyRequire } from '../shared/lazy-require.js';

const pgDriver = lazyRequire<typeof pg>('pg');

/** A PostgreSQL identifier quoted by the driver (`"my ""table"""`). */
export function escapeIdentifier(name: string): string {
  return pgDriver().escapeIdentifier(name);
}
