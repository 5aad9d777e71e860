/**
 * The parameters of the Evaluation Trigger 4.6–4.7 against n8n 1.123's published `nodes.json` (when
 * the n8n packages are installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name,
 * type, default, display conditions, required flag, type options, option values, nested parameters
 * and resource locator modes must be n8n's. Display texts are not compared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { evaluationTriggerNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

const withoutTest = (credentials: Loose[] | undefined) =>
  (credentials ?? []).map(({ testedBy: _testedBy, ...rest }) => rest);

describe.skipIf(!available)('Evaluation Trigger parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const theirs = nodes.find((n) => n.name === 'evaluationTrigger')!;
  const ours = evaluationTriggerNode[0]!.description;
  for (const version of [4.6, 4.7]) {
    it(`Evaluation Trigger ${version}`, () => {
      expect(theirs.version).toContain(version);
      expect(ours.version).toContain(version);
      expect(ours.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
        (theirs.properties as Loose[]).map(shape),
      );
      expect(ours.credentials).toEqual(withoutTest(theirs.credentials));
      expect(ours.inputs).toEqual(theirs.inputs);
      expect(ours.outputs).toEqual(theirs.outputs);
      expect(ours.defaults).toEqual(theirs.defaults);
    });
  }
});
