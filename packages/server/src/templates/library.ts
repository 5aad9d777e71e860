import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A category of the library (`categories.json`). */
export interface TemplateCategory {
  id: number;
  name: string;
}

/** A workflow template as stored, one file per template in `templates-library/workflows/`. */
export interface TemplateFile {
  id: number;
  name: string;
  /** Markdown. */
  description: string;
  /** Category ids. */
  categories: number[];
  createdAt: string;
  /** Why the template is not run by the library test (it needs the internet, a secret …). */
  skipTestRun?: string;
  workflow: {
    nodes: Array<Record<string, unknown> & { type: string; typeVersion?: number; name: string }>;
    connections: Record<string, unknown>;
  };
}

/** A collection (`collections.json`): a named, ordered set of templates. */
export interface TemplateCollectionFile {
  id: number;
  name: string;
  description: string;
  createdAt: string;
  categories: number[];
  /** Template ids, in the order shown. */
  workflows: number[];
}

/** The whole bundled library. */
export interface TemplateLibrary {
  categories: TemplateCategory[];
  collections: TemplateCollectionFile[];
  workflows: TemplateFile[];
}

/** Where the bundled library lives: `packages/server/templates-library` (from `src/templates` or `dist/templates`). */
export const LIBRARY_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'templates-library');

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`Templates library: ${file} is not valid JSON: ${(e as Error).message}`, { cause: e });
  }
}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Templates library: ${message}`);
}

/**
 * Reads and checks a library folder: `categories.json`, `collections.json` and one JSON file per
 * template in `workflows/`. Ids must be unique and every reference must exist; a broken library
 * fails loudly with the file at fault.
 */
export function readTemplateLibrary(dir = LIBRARY_DIR): TemplateLibrary {
  const categories = readJson(join(dir, 'categories.json')) as TemplateCategory[];
  const collections = readJson(join(dir, 'collections.json')) as TemplateCollectionFile[];
  check(
    Array.isArray(categories) && categories.every((c) => Number.isInteger(c.id) && typeof c.name === 'string'),
    'categories.json must be a list of {id, name}',
  );
  check(Array.isArray(collections), 'collections.json must be a list');
  const categoryIds = new Set(categories.map((c) => c.id));
  const workflows: TemplateFile[] = [];
  const files = readdirSync(join(dir, 'workflows'))
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const f of files) {
    const t = readJson(join(dir, 'workflows', f)) as TemplateFile;
    check(Number.isInteger(t.id) && t.id > 0, `${f} needs a positive integer id`);
    check(typeof t.name === 'string' && t.name.trim() !== '', `${f} needs a name`);
    check(typeof t.description === 'string' && t.description.length >= 40, `${f} needs a real description`);
    check(
      Array.isArray(t.categories) && t.categories.length > 0 && t.categories.every((c) => categoryIds.has(c)),
      `${f} has unknown or no categories`,
    );
    check(!Number.isNaN(Date.parse(t.createdAt)), `${f} needs createdAt as an ISO date`);
    check(
      Array.isArray(t.workflow?.nodes) && t.workflow.nodes.length > 0 && typeof t.workflow.connections === 'object',
      `${f} needs workflow.nodes and workflow.connections`,
    );
    check(!workflows.some((w) => w.id === t.id), `${f} reuses the id ${t.id}`);
    workflows.push(t);
  }
  workflows.sort((a, b) => a.id - b.id);
  const workflowIds = new Set(workflows.map((w) => w.id));
  for (const c of collections) {
    check(
      Number.isInteger(c.id) && typeof c.name === 'string' && typeof c.description === 'string',
      `collection ${JSON.stringify(c.name)} needs an id, a name and a description`,
    );
    check(
      c.workflows.every((id) => workflowIds.has(id)),
      `collection "${c.name}" lists a template that does not exist`,
    );
    check(
      c.categories.every((id) => categoryIds.has(id)),
      `collection "${c.name}" lists a category that does not exist`,
    );
  }
  return { categories, collections, workflows };
}
