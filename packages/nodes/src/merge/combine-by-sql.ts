import {
  NodeOperationError,
  type ExecuteContext,
  type Item,
  type JsonObject,
  type PairedItemData,
  type WorkflowNode,
} from '@weft/workflow';

/**
 * Merge "SQL Query" mode (n8n Merge 3–3.2): every input becomes a table `input1`…`inputN` of an
 * in-memory AlaSQL database and the user's query runs over them.
 *
 * AlaSQL can read and write files, fetch URLs, load modules and run JavaScript. All of that is
 * switched off, and the parts a query could use to add new code are frozen, before the library
 * is first used; it is only loaded when this mode runs.
 */

type SqlRow = Record<string, unknown>;

interface AlaSqlDatabase {
  exec(sql: string): unknown;
  tables: Record<string, { data: unknown[] }>;
}

interface Statement {
  prototype: { execute: unknown };
}

interface AlaSql {
  Database: new (name: string) => AlaSqlDatabase;
  databases: Record<string, unknown>;
  from?: Record<string, unknown>;
  into?: Record<string, unknown>;
  engines?: Record<string, unknown>;
  utils?: Record<string, unknown>;
  fn?: Record<string, unknown>;
  aggr?: Record<string, unknown>;
  yy?: Record<string, unknown> & { Require?: Statement; Source?: Statement };
}

const BLOCKED_MESSAGE = 'This operation is turned off: queries may not reach files, URLs, modules or JavaScript';

function blocked(): never {
  throw new Error(BLOCKED_MESSAGE);
}

/** Handlers of `FROM x(…)` that read files or remote resources. */
const FROM_HANDLERS = [
  'FILE',
  'JSON',
  'JSONL',
  'NDJSON',
  'TXT',
  'CSV',
  'TAB',
  'TSV',
  'XLS',
  'XLSX',
  'ODS',
  'XML',
  'GEXF',
  'HTML',
  'TABLETOP',
  'METEOR',
];
/** Handlers of `INTO x(…)` that write files. */
const INTO_HANDLERS = ['FILE', 'JSON', 'TXT', 'CSV', 'TAB', 'TSV', 'SQL', 'XLS', 'XLSXML', 'XLSX', 'HTML'];
/** Database engines (`ATTACH … DATABASE`, `CREATE … DATABASE`) backed by files or browser storage. */
const FILE_ENGINES = [
  'FILE',
  'FILESTORAGE',
  'LOCALSTORAGE',
  'INDEXEDDB',
  'SQLITE',
  'JSON',
  'TXT',
  'CSV',
  'XLSX',
  'XLS',
];
/** AlaSQL helpers that touch the file system or load modules. */
const FILE_UTILS = ['loadFile', 'loadBinaryFile', 'saveFile', 'removeFile', 'deleteFile', 'fileExists', 'require'];
/** SQL functions that read, write or load. */
const FILE_FUNCTIONS = ['FILE', 'JSON', 'TXT', 'CSV', 'XLSX', 'XLS', 'LOAD', 'SAVE', 'REQUIRE'];

function blockAll(table: Record<string, unknown> | undefined, names: string[]): void {
  if (!table) return;
  for (const name of names) table[name] = blocked;
}

/** Turns off every way a query could reach the host, then freezes what a query could extend. */
function secure(alasql: AlaSql): void {
  blockAll(alasql.from, FROM_HANDLERS);
  blockAll(alasql.into, INTO_HANDLERS);
  blockAll(alasql.engines, FILE_ENGINES);
  blockAll(alasql.utils, FILE_UTILS);
  blockAll(alasql.fn, FILE_FUNCTIONS);
  if (alasql.yy) {
    // Inline JavaScript (``…``), the REQUIRE statement, and SOURCE, which reads and runs a file
    // through AlaSQL's own file reader rather than `utils.loadFile`.
    alasql.yy.JavaScript = blocked;
    for (const statement of ['Require', 'Source'] as const) {
      const prototype = alasql.yy[statement]?.prototype;
      if (prototype) prototype.execute = blocked;
    }
  }
  // Frozen so no query can add functions (CREATE FUNCTION) or swap the handlers back.
  for (const key of ['fn', 'from', 'into', 'engines', 'yy'] as const) {
    const value = alasql[key];
    if (value) Object.freeze(value);
  }
}

let loaded: Promise<AlaSql> | undefined;

/** AlaSQL, loaded on first use and secured before anything runs on it. */
export function loadAlaSql(): Promise<AlaSql> {
  loaded ??= import('alasql').then((module) => {
    const alasql = ((module as { default?: unknown }).default ?? module) as AlaSql;
    secure(alasql);
    return alasql;
  });
  return loaded;
}

/** The error n8n reports for any failure of the query itself. */
function queryError(node: WorkflowNode, error: unknown): NodeOperationError {
  const description = typeof error === 'string' ? error : (error as Error).message;
  return new NodeOperationError(node, 'Issue while executing query', { description, itemIndex: 0 });
}

function tableError(node: WorkflowNode, error: unknown): NodeOperationError {
  return new NodeOperationError(node, 'Issue while creating table from', {
    description: (error as Error).message,
    itemIndex: 0,
  });
}

/** Result rows of one statement or of several (an array per statement); other results are skipped. */
function collectRows<T>(result: unknown, toItem: (row: unknown) => T): T[] {
  const out: T[] = [];
  for (const entry of result as Iterable<unknown>) {
    if (Array.isArray(entry)) out.push(...entry.map((row) => toItem(row)));
    else if (typeof entry === 'object') out.push(toItem(entry));
  }
  return out;
}

/**
 * Adds `inputN.pairedItem AS pairedItemN` to the column list of a SELECT that names its columns, for
 * each input the query mentions, so each row can be linked to the items it came from.
 */
export function addPairedItemColumns(query: string, inputCount: number): string {
  const select = /SELECT\s+(.+?)\s+FROM/i.exec(query);
  if (!select) return query;
  const columns = (select[1] ?? '').trim();
  if (columns === '*') return query;
  const extra: string[] = [];
  for (let n = 1; n <= inputCount; n++) {
    if (query.includes(`input${n}`)) extra.push(`input${n}.pairedItem AS pairedItem${n}`);
  }
  const all = extra.length ? `${columns}, ${extra.join(', ')}` : columns;
  return query.replace(select[0], `SELECT ${all} FROM`);
}

/** A result row as an item: `pairedItem…` columns become its links, the rest its JSON. */
function rowToItem(row: unknown): Item {
  const data = row as SqlRow;
  const json: JsonObject = {};
  const pairedItem: unknown[] = [];
  for (const key of Object.keys(data)) {
    if (key.startsWith('pairedItem')) {
      if (data[key] !== undefined) pairedItem.push(data[key]);
    } else json[key] = data[key];
  }
  return { json, pairedItem: pairedItem as PairedItemData[] };
}

/** Creates table `inputN` (N = index + 1) holding the given rows. */
function fillTable(db: AlaSqlDatabase, index: number, rows: unknown[]): void {
  const name = `input${index + 1}`;
  db.exec(`CREATE TABLE ${name}`);
  const table = db.tables[name];
  if (!table) throw new Error(`Table ${name} could not be created`);
  table.data = rows;
}

/** SELECT path (3.1+): each row is linked to the input items it was made from. */
function runSelect(alasql: AlaSql, node: WorkflowNode, inputs: Item[][], query: string, successIfEmpty: boolean) {
  const db = new alasql.Database(node.id);
  try {
    try {
      inputs.forEach((input, index) => {
        fillTable(
          db,
          index,
          input.map((item) => ({ ...item.json, pairedItem: item.pairedItem })),
        );
      });
    } catch (error) {
      throw tableError(node, error);
    }
    try {
      const out = collectRows(db.exec(addPairedItemColumns(query, inputs.length)), rowToItem);
      if (!out.length && successIfEmpty) out.push({ json: { success: true } });
      return [out];
    } catch (error) {
      throw queryError(node, error);
    }
  } finally {
    delete alasql.databases[node.id];
  }
}

/** Every input item as a link, for output that cannot be traced to single items. */
function allLinks(inputs: Item[][]): PairedItemData[] {
  const links: PairedItemData[] = [];
  inputs.forEach((input, inputIndex) => {
    input.forEach((item, itemIndex) => {
      const paired = item.pairedItem ?? itemIndex;
      if (typeof paired === 'number') links.push({ item: paired, input: inputIndex });
      else if (Array.isArray(paired)) {
        for (const link of paired as Array<PairedItemData | number | undefined>) {
          if (link === undefined) continue;
          links.push({ item: typeof link === 'number' ? link : link.item, input: inputIndex });
        }
      } else links.push({ item: paired.item, input: inputIndex });
    });
  });
  return links;
}

/** Any other statement (and every query at 3): all output items link to all input items. */
function runStatement(alasql: AlaSql, node: WorkflowNode, inputs: Item[][], query: string, successIfEmpty: boolean) {
  const pairedItem = allLinks(inputs);
  const db = new alasql.Database(node.id);
  try {
    try {
      inputs.forEach((input, index) => {
        // The items' own JSON, as n8n does: statements such as UPDATE change it in place.
        fillTable(
          db,
          index,
          input.map((item) => item.json),
        );
      });
    } catch (error) {
      throw tableError(node, error);
    }
    try {
      const out = collectRows(db.exec(query), (json) => ({ json: json as JsonObject, pairedItem }));
      if (!out.length && successIfEmpty) out.push({ json: { success: true }, pairedItem });
      return [out];
    } catch (error) {
      throw queryError(node, error);
    }
  } finally {
    delete alasql.databases[node.id];
  }
}

/** "SQL Query" mode: runs the query over the inputs as tables `input1`…`inputN`. */
export async function combineBySql(ctx: ExecuteContext, inputs: Item[][]): Promise<Item[][]> {
  const alasql = await loadAlaSql();
  const node = ctx.getNode();
  const version = node.typeVersion;
  const options = (ctx.getNodeParameter('options', 0, {}) ?? {}) as { emptyQueryResult?: string };
  let query = String(ctx.getNodeParameter('query', 0, '') ?? '');
  // Each `{{ … }}` is replaced (first occurrence) by its value written as a string.
  for (const resolvable of query.match(/{{[\s\S]*?}}/g) ?? []) {
    query = query.replace(resolvable, String(ctx.evaluateExpression(`=${resolvable}`, 0)));
  }
  const successIfEmpty = version <= 3.1 ? true : options.emptyQueryResult === 'success';
  if (version >= 3.1 && query.toLowerCase().startsWith('select')) {
    try {
      return runSelect(alasql, node, inputs, query, successIfEmpty);
    } catch {
      // Like n8n, a failed SELECT is run once more the plain way, which gives the error if it fails again.
    }
  }
  return runStatement(alasql, node, inputs, query, successIfEmpty);
}
