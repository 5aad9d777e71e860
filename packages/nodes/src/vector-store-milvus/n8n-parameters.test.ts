/**
 * The parameters of the Milvus Vector Store (1, 1.1, 1.2, 1.3) against n8n 1.123's published
 * `nodes.json` (when the n8n packages are installed in ~/.cache/weft-n8n-oracle): in order, each
 * parameter's name, type, default, display conditions (the version conditions included), required
 * flag, type options and option values must be n8n's, and so must the credentials and versions.
 * Display texts are not compared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NodeProperty } from '@weft/workflow';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import { vectorStoreMilvusNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/@n8n/n8n-nodes-langchain/dist/types/nodes.json');
const available = existsSync(file);

describe.skipIf(!available)('Milvus Vector Store parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  it('Milvus Vector Store 1, 1.1, 1.2 and 1.3', () => {
    const theirs = nodes.find((n) => n.name === 'vectorStoreMilvus')!;
    const ours = vectorStoreMilvusNode[0]!.description;
    expect(ours.version).toEqual(theirs.version);
    expect(ours.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      (theirs.properties as Loose[]).map(shape),
    );
    expect(ours.credentials).toEqual(theirs.credentials);
  });
});
