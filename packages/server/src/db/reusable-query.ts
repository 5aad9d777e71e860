import type { CompiledQuery, Kysely, QueryResult } from 'kysely';

/** A value standing for a named parameter of one row while the query is compiled. */
class Slot {
  constructor(
    readonly name: string,
    readonly row: number,
  ) {}
}

/** Answers the placeholder for value `name` of row `row` (0 when the query has one set of values). */
export type SlotOf = (name: string, row?: number) => unknown;

/** A parameter of the compiled query: a slot to fill, or a value written in the query itself. */
type Param = Slot | { constant: unknown };

/**
 * Runs a compiled statement past Kysely's connection layers, or answers undefined when it cannot
 * now. `independent`: see {@link ReusableQueryOptions}.
 */
export type DirectRunner = (query: CompiledQuery, independent: boolean) => Promise<QueryResult<unknown>> | undefined;

/** Options of a {@link ReusableQuery}. */
export interface ReusableQueryOptions {
  /**
   * The statement neither reads nor changes the rows of statements held back until the next one
   * (`Db.beforeNextStatement`: a new execution's insert), so it may go ahead of them. Sent
   * directly, it leaves them held; through Kysely (inside a transaction) it sends them first.
   */
  independent?: boolean;
}

const directRunners = new WeakMap<object, DirectRunner>();

/**
 * Lets {@link ReusableQuery} run its statements on `db` with `run` (see
 * `ThreadSqliteDialect.runDirect`): the few statements every execution makes then skip the
 * acquire, run and release of a connection, which costs more on the serving thread than sending them.
 */
export function registerDirectRunner(db: Kysely<any>, run: DirectRunner): void {
  directRunners.set(db, run);
}

/**
 * A Kysely query compiled once and run again with new values. Building and compiling a small
 * query costs more than SQLite spends running it, so the few statements every execution makes
 * (its insert and update, its events) skip that step. `build` writes the query with
 * `slot('name')` (or `slot('name', row)` in a multi-row insert) wherever a value goes; each run
 * answers the values by name, so their order in the SQL never matters. Values written in the
 * query itself stay fixed. A slot must become a parameter (not a list or a column name); the
 * first compile checks that.
 *
 * @example
 * const finish = new ReusableQuery<Database>((db, slot) =>
 *   db.updateTable('execution').set({ status: slot('status') as string }).where('id', '=', slot('id') as number));
 * await finish.run(db, { status: 'success', id: 7 });
 */
export class ReusableQuery<DB, R = unknown> {
  private compiled?: { query: CompiledQuery<R>; params: Param[] };

  private readonly independent: boolean;

  constructor(
    private readonly build: (db: Kysely<DB>, slot: SlotOf) => { compile(): CompiledQuery<R> },
    options: ReusableQueryOptions = {},
  ) {
    this.independent = options.independent ?? false;
  }

  /** Runs the query on `db` (a database or a transaction): `values` for one row, or one object per row. */
  async run(
    db: Kysely<DB>,
    values: Readonly<Record<string, unknown>> | ReadonlyArray<Record<string, unknown>>,
  ): Promise<QueryResult<R>> {
    const { query, params } = (this.compiled ??= this.compile(db));
    const rows = Array.isArray(values) ? values : [values];
    const parameters: unknown[] = [];
    for (const p of params) {
      if (!(p instanceof Slot)) {
        parameters.push(p.constant);
        continue;
      }
      const row = rows[p.row];
      const value = row?.[p.name];
      // A value may be undefined on purpose; a missing key is a mistake.
      if (value === undefined && (row === undefined || !(p.name in row)))
        throw new Error(`ReusableQuery: no value for "${p.name}" of row ${p.row}`);
      parameters.push(value);
    }
    // Key by key: on Node 20 a key written after a spread misses its inline cache on every call.
    const compiled: CompiledQuery<R> = { query: query.query, queryId: query.queryId, sql: query.sql, parameters };
    return (
      (directRunners.get(db)?.(compiled, this.independent) as Promise<QueryResult<R>> | undefined) ??
      db.executeQuery(compiled)
    );
  }

  private compile(db: Kysely<DB>): { query: CompiledQuery<R>; params: Param[] } {
    const used: Slot[] = [];
    const query = this.build(db, (name, row = 0) => {
      const slot = new Slot(name, row);
      used.push(slot);
      return slot;
    }).compile();
    const params: Param[] = query.parameters.map((p) => (p instanceof Slot ? p : { constant: p }));
    const lost = used.filter((s) => !params.includes(s));
    if (lost.length > 0)
      throw new Error(`ReusableQuery: slot(s) ${lost.map((s) => s.name).join(', ')} did not become parameters`);
    return { query, params };
  }
}
