/**
 * The parameters of every Microsoft 365 node against n8n 1.123's published `nodes.json` (when the
 * n8n packages are installed in ~/.cache/weft-n8n-oracle): in order, each parameter's name, type,
 * default, display conditions, required flag, type options, option values and actions, nested
 * parameters and resource locator modes must be n8n's. Descriptions and notice texts are Weft's
 * own, and so are the shared send-and-wait parameters (compared by name only).
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { microsoftNodeTypes } from '../registry-microsoft.js';

const file = join(homedir(), '.cache/weft-n8n-oracle/node_modules/n8n-nodes-base/dist/types/nodes.json');
const available = existsSync(file);
const SEND_AND_WAIT = new Set(['responseType', 'defineForm', 'jsonOutput', 'formFields', 'approvalOptions', 'options']);
const LIVE_DEFAULTS = new Set(['startDateTime', 'endDateTime']);

type Loose = Record<string, any>;
function shape(p: Loose, saw: boolean): Loose {
  if (saw) return { name: p.name };
  const out: Loose = {
    name: p.name,
    type: p.type,
    default: LIVE_DEFAULTS.has(p.name) ? 'now' : p.default,
    displayOptions: p.displayOptions,
    required: !!p.required,
    typeOptions: p.typeOptions,
    noDataExpression: !!p.noDataExpression,
    displayName: p.type === 'notice' ? 'notice' : p.displayName,
  };
  if (p.type === 'options' || p.type === 'multiOptions')
    out.values = (p.options ?? []).map((o: Loose) => [o.value, o.name, o.action]);
  if (p.type === 'collection') out.options = (p.options ?? []).map((o: Loose) => shape(o, false));
  if (p.type === 'fixedCollection')
    out.options = (p.options ?? []).map((g: Loose) => ({
      name: g.name,
      displayName: g.displayName,
      values: g.values.map((v: Loose) => shape(v, false)),
    }));
  if (p.type === 'resourceLocator')
    out.modes = (p.modes ?? []).map((m: Loose) => [
      m.name,
      m.type,
      m.typeOptions?.searchListMethod,
      typeof m.extractValue?.regex === 'object' ? '<RegExp>' : m.extractValue?.regex,
      m.validation,
    ]);
  return JSON.parse(JSON.stringify(out));
}
const isSaw = (p: Loose) =>
  SEND_AND_WAIT.has(p.name) && (p.displayOptions?.show?.operation ?? []).includes('sendAndWait');

describe.skipIf(!available)('Microsoft 365 parameters as n8n 1.123 declares them', () => {
  const nodes = available ? (JSON.parse(readFileSync(file, 'utf8')) as Loose[]) : [];
  const cases = microsoftNodeTypes.filter((t) => !t.description.name.endsWith('Tool'));
  for (const type of cases) {
    const name = type.description.name.replace(/^weft\./, '');
    const version = type.description.version;
    it(`${name} ${JSON.stringify(version)}`, () => {
      const theirs = nodes.find((n) => n.name === name && JSON.stringify(n.version) === JSON.stringify(version));
      expect(theirs, `${name} ${JSON.stringify(version)} in nodes.json`).toBeDefined();
      const expected = (theirs!.properties as Loose[])
        .filter((p) => !(type.description.polling && p.name === 'pollTimes'))
        .map((p) => shape(p, isSaw(p)));
      const ours = type.description.properties
        .filter((p) => !(type.description.polling && p.name === 'pollTimes'))
        .map((p) => shape(p as Loose, isSaw(p as Loose)));
      // n8n's RegExp link patterns are `{}` in nodes.json; Weft writes them as text.
      const exp = JSON.stringify(expected);
      if (exp.includes('<RegExp>'))
        for (const p of ours)
          for (const m of (p.modes ?? []) as unknown[][])
            if (typeof m[3] === 'string' && m[0] === 'url') m[3] = '<RegExp>';
      const names = (l: Loose[]) => l.map((p) => p.name);
      expect(names(ours.filter((p) => !SEND_AND_WAIT.has(p.name) || p.type))).toEqual(
        names(expected.filter((p) => !SEND_AND_WAIT.has(p.name) || p.type)),
      );
      expect(ours.filter((p) => p.type)).toEqual(expected.filter((p) => p.type));
    });
  }
});
