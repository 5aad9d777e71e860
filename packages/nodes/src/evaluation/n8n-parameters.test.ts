/**
 * The parameters of the Evaluation node 4.6–4.8 against n8n 1.123's published `nodes.json` (when
 * the n8n packages are installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name,
 * type, default, display conditions, required flag, type options, option values, nested parameters
 * and resource locator modes must be n8n's. Display texts are not compared.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { evaluationNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

const withoutTest = (credentials: Loose[] | undefined) =>
  (credentials ?? []).map(({ testedBy: _testedBy, ...rest }) => rest);

describe.skipIf(!available)('Evaluation parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const theirs = nodes.find((n) => n.name === 'evaluation')!;
  const ours = evaluationNode[0]!.description;
  for (const version of [4.6, 4.7, 4.8]) {
    it(`Evaluation ${version}`, () => {
      expect(theirs.version).toContain(version);
      expect(ours.version).toContain(version);
      expect(ours.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
        (theirs.properties as Loose[]).map(shape),
      );
      expect(ours.credentials).toEqual(withoutTest(theirs.credentials));
      expect(ours.defaults).toEqual(theirs.defaults);
    });
  }

  it('declares the same inputs and outputs as n8n for every operation and metric', () => {
    // Both are expressions over $parameter; evaluated here as the editor and the engine would.
    const run = (expression: string, parameter: Loose): unknown =>
      runInNewContext(expression.replace(/^=\{\{/, '').replace(/\}\}$/, ''), { $parameter: parameter });
    const operations = ['setInputs', 'setOutputs', 'setMetrics', 'checkIfEvaluating'];
    const metrics = [
      undefined,
      'correctness',
      'helpfulness',
      'stringSimilarity',
      'categorization',
      'toolsUsed',
      'customMetrics',
    ];
    for (const operation of operations)
      for (const metric of metrics) {
        const parameter = { operation, metric };
        expect(run(ours.inputs as string, parameter), `${operation} ${metric}`).toEqual(
          run(theirs.inputs as string, parameter),
        );
        expect(run(ours.outputs as string, parameter), `${operation} ${metric}`).toEqual(
          run(theirs.outputs as string, parameter),
        );
      }
  });
});
