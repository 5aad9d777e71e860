import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A command-line mistake: printed with the usage, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

function parseJsonFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new Error(`Cannot read ${file}: ${(e as Error).message}`, { cause: e });
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new Error(`${file} is not valid JSON: ${(e as Error).message}`, { cause: e });
  }
}

/** One entry read for import, with where it came from (for messages). */
export interface InputEntry {
  value: unknown;
  source: string;
}

/**
 * The entries of `--input`: with `separate`, every `*.json` file of the folder (each one entry, or
 * an array of entries), in name order; otherwise the file, holding one entry or an array of them
 * (`arrayRequired`: only an array, as n8n's credential import wants).
 */
export function readInputEntries(input: string, separate: boolean, what: string, arrayRequired = false): InputEntry[] {
  if (!existsSync(input)) throw new Error(`${input} does not exist`);
  const isDir = statSync(input).isDirectory();
  if (separate) {
    if (!isDir) throw new UsageError(`With --separate, --input must be a folder of .json files; ${input} is a file`);
    const files = readdirSync(input)
      .filter((f) => f.toLowerCase().endsWith('.json'))
      .sort();
    const entries: InputEntry[] = [];
    for (const f of files) {
      const file = join(input, f);
      const value = parseJsonFile(file);
      if (Array.isArray(value)) value.forEach((v, i) => entries.push({ value: v, source: `${file} [${i}]` }));
      else entries.push({ value, source: file });
    }
    return entries;
  }
  if (isDir) throw new UsageError(`--input ${input} is a folder: add --separate to import every .json file in it`);
  const value = parseJsonFile(input);
  if (Array.isArray(value)) return value.map((v, i) => ({ value: v, source: `${input} [${i}]` }));
  if (arrayRequired)
    throw new Error(
      `${input} does not hold ${what}: the file must contain an array of them (as export:${what} writes it)`,
    );
  return [{ value, source: input }];
}

/** Options shared by the export commands. */
export interface ExportTarget {
  output?: string;
  separate: boolean;
  pretty: boolean;
}

/**
 * Writes exported entries: one file per entry named `{id}.json` in the `output` folder (created
 * if missing) with `separate`; otherwise one JSON array into `output`, or to stdout without it.
 * Answers what to tell the user.
 */
export function writeExport(
  entries: Array<{ id: string }>,
  target: ExportTarget,
  noun: string,
  out: (s: string) => void,
): string | undefined {
  const text = (v: unknown) => JSON.stringify(v, null, target.pretty ? 2 : undefined);
  const count = `${entries.length} ${noun}${entries.length === 1 ? '' : 's'}`;
  if (target.separate) {
    const dir = target.output!;
    if (existsSync(dir) && !statSync(dir).isDirectory())
      throw new UsageError(`With --separate, --output must be a folder; ${dir} is a file`);
    mkdirSync(dir, { recursive: true });
    for (const e of entries) writeFileSync(join(dir, `${e.id}.json`), text(e), { mode: 0o600 });
    return `Exported ${count} to ${dir}`;
  }
  if (target.output) {
    if (existsSync(target.output) && statSync(target.output).isDirectory())
      throw new UsageError(`--output ${target.output} is a folder: give a file, or add --separate`);
    writeFileSync(target.output, text(entries), { mode: 0o600 });
    return `Exported ${count} to ${target.output}`;
  }
  out(text(entries));
  return undefined;
}

/**
 * Reads the export selectors of n8n's export commands: exactly one of `--all` and `--id`;
 * `--backup` means `--all --pretty --separate`; `--separate` needs `--output`.
 */
export function exportSelection(flags: Record<string, string | boolean | number | undefined>): {
  id?: string;
  target: ExportTarget;
} {
  const backup = flags.backup === true;
  const all = backup || flags.all === true;
  const id = typeof flags.id === 'string' ? flags.id : undefined;
  if (!all && !id) throw new UsageError('Give --all or --id <id> (or --backup --output <folder>)');
  if (all && id) throw new UsageError('Give either --all or --id, not both');
  const separate = backup || flags.separate === true;
  const output = typeof flags.output === 'string' ? flags.output : undefined;
  if (separate && !output)
    throw new UsageError('--separate (and --backup) need --output <folder>: one file per entry is written there');
  return { id, target: { output, separate, pretty: backup || flags.pretty === true } };
}
