/**
 * The recorded n8n cases kept beside each node: `src/<node>/<folder>/<case>/{workflow.json,expected.json}`
 * with an optional `src/<node>/<folder>/credentials.json` (n8n's credentials export, plain `data`).
 * `conformance/` holds cases that run on their own (or on conformance-server.mjs),
 * `conformance-fake/` cases that run on the loopback service fakes (with a `seed.json`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WorkflowNode } from '@weft/workflow';

/** One recorded case. */
export interface RecordedCase {
  /** The node folder under src/. */
  folder: string;
  name: string;
  dir: string;
  credentials: Array<{ id: string; name: string; type: string; data: Record<string, unknown> }>;
}

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** Every case under `src/<node>/<kind>/`, in folder and name order. */
export function recordedCases(kind: 'conformance' | 'conformance-fake'): RecordedCase[] {
  const cases: RecordedCase[] = [];
  for (const folder of readdirSync(src).sort()) {
    const root = join(src, folder, kind);
    if (!existsSync(root)) continue;
    const credFile = join(root, 'credentials.json');
    const credentials = existsSync(credFile)
      ? (JSON.parse(readFileSync(credFile, 'utf8')) as RecordedCase['credentials'])
      : [];
    for (const name of readdirSync(root).sort()) {
      const dir = join(root, name);
      if (existsSync(join(dir, 'workflow.json')) && existsSync(join(dir, 'expected.json')))
        cases.push({ folder, name, dir, credentials });
    }
  }
  return cases;
}

/** The engine's `getCredentials` for a case: the case's credential a node names, by id or name. */
export function caseCredentials(c: RecordedCase, kind: string) {
  return async (node: WorkflowNode, type: string): Promise<Record<string, unknown>> => {
    const ref = (node.credentials as Record<string, { id?: string; name?: string }> | undefined)?.[type];
    const found = c.credentials.find((x) => x.type === type && (x.id === ref?.id || x.name === ref?.name));
    if (!found)
      throw new Error(
        `No credential of type "${type}" for node "${node.name}" in ${c.folder}/${kind}/credentials.json`,
      );
    return found.data;
  };
}
