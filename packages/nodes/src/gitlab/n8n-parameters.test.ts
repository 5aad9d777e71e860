/**
 * The parameters of GitLab 1 against n8n 1.123's published `nodes.json` (when the n8n packages are
 * installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type, default, display
 * conditions, required flag, type options, option values and actions and nested parameters must be
 * n8n's, so workflows saved by n8n's editor mean the same here. Descriptions are Weft's own.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shape, type Loose } from '../../test/n8n-parameters.js';
import type { NodeProperty } from '@weft/workflow';
import { gitlabNode } from './index.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);

describe.skipIf(!available)('GitLab parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const find = (name: string) => nodes.find((n) => n.name === name)!;
  const basics = (d: Loose) => ({
    version: d.version,
    subtitle: d.subtitle,
    defaults: d.defaults,
    group: d.group,
    usableAsTool: d.usableAsTool ?? undefined,
    credentials: JSON.parse(JSON.stringify(d.credentials)).map(({ testedBy: _, ...rest }: Loose) => rest),
  });

  it('GitLab 1', () =>
    expect(gitlabNode[0]!.description.properties.map((p: NodeProperty) => shape(p as Loose))).toEqual(
      find('gitlab').properties.map(shape),
    ));
  it('versions, credentials, defaults, subtitle and tool use', () =>
    expect(basics(gitlabNode[0]!.description as Loose)).toEqual(basics(find('gitlab'))));
});
