/**
 * Snowflake 1's parameters against n8n 1.123's published `nodes.json` (when the n8n packages are
 * installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type, default, display
 * conditions, required flag, type options, option values and nested parameters must be n8n's, so
 * workflows saved by n8n's editor mean the same here. Display texts are not compared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import { snowflakeCredential, snowflakeNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

describe.skipIf(!available)('Snowflake parameters as n8n 1.123 declares them', () => {
  it('Snowflake 1', () => {
    const nodes = JSON.parse(readFileSync(file, 'utf8')) as Loose[];
    const theirs = nodes.find((n) => n.name === 'snowflake' && n.version === 1)!;
    expect(snowflakeNode[0]!.description.properties.map((p) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).filter((p) => p.type !== 'credentials').map(shape),
    );
    expect(snowflakeNode[0]!.description.credentials?.map((c) => [c.name, c.displayOptions])).toEqual(
      theirs.credentials.map((c: Loose) => [c.name, c.displayOptions]),
    );
    expect(theirs.usableAsTool).toBe(true);
    expect(snowflakeNode[0]!.description.usableAsTool).toBe(true);
  });
  it('the snowflake credential', () => {
    const all = JSON.parse(readFileSync(file.replace('nodes.json', 'credentials.json'), 'utf8')) as Loose[];
    const theirs = all.find((c) => c.name === 'snowflake')!;
    expect(snowflakeCredential.properties.map((p) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
  });
});
