/**
 * JotForm Trigger 1's parameters against n8n 1.123's published `nodes.json` (when the n8n packages
 * are installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type, default,
 * display conditions, required flag and type options must be n8n's. Display texts are not compared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jotFormTriggerNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

type Loose = Record<string, any>;
const shape = (p: Loose): Loose =>
  JSON.parse(
    JSON.stringify({
      name: p.name,
      type: p.type,
      default: p.default,
      displayOptions: p.displayOptions,
      required: !!p.required,
      typeOptions: p.typeOptions,
    }),
  );

describe.skipIf(!available)('JotForm Trigger parameters as n8n 1.123 declares them', () => {
  it('JotForm Trigger 1', () => {
    const nodes = JSON.parse(readFileSync(file, 'utf8')) as Loose[];
    const theirs = nodes.find((n) => n.name === 'jotFormTrigger' && n.version === 1)!;
    expect(jotFormTriggerNode[0]!.description.properties.map((p) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
    expect(theirs.credentials.map((c: Loose) => c.name)).toEqual(['jotFormApi']);
  });
});
