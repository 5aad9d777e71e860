import { describe, expect, it } from 'vitest';
import { applyCommand, renameInExpression } from './commands';
import {
  cleanWorkflowName,
  connectionKey,
  duplicateName,
  fromWorkflow,
  NEW_WORKFLOW_ID,
  toWorkflow,
  uniqueNodeName,
} from './model';
import * as w from './state';

const sample = () =>
  fromWorkflow({
    id: '7',
    name: 'Flow',
    nodes: [
      {
        id: 'a',
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'b',
        name: 'Set',
        type: 'weft.set',
        typeVersion: 3.4,
        position: [200, 0],
        parameters: { v: "={{ $('Start').item.json.x }}", w: '={{ $node["Start"].json.y }}' },
      },
    ],
    connections: { Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } },
    pinData: { Start: [{ json: { x: 1 } }] },
  });

describe('the workflow model', () => {
  it('reads n8n type names and writes connections back by name', () => {
    const m = sample();
    expect(m.nodes.a!.type).toBe('weft.manualTrigger');
    expect(toWorkflow(m).connections).toEqual({ Start: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } });
  });

  it('saves nodes in their saved form when node types are known, and leaves them whole otherwise', () => {
    const m = sample();
    m.nodes.b = {
      ...m.nodes.b!,
      parameters: { ...m.nodes.b!.parameters, mode: 'manual', options: {} },
      disabled: false,
      notes: '',
      color: '#f00',
    } as never;
    const describe = (type: string) =>
      type === 'weft.set'
        ? ({
            name: 'weft.set',
            displayName: 'Set',
            group: [],
            version: 3.4,
            defaults: { name: 'Set' },
            inputs: ['main'],
            outputs: ['main'],
            properties: [
              { displayName: 'Mode', name: 'mode', type: 'options', default: 'manual', options: [] },
              { displayName: 'Options', name: 'options', type: 'collection', default: {}, options: [] },
            ],
          } as never)
        : undefined;
    const saved = toWorkflow(m, describe).nodes.find((n) => n.name === 'Set')!;
    expect(saved.parameters).toEqual({
      v: "={{ $('Start').item.json.x }}",
      w: '={{ $node["Start"].json.y }}',
      options: {},
    });
    expect(saved).not.toHaveProperty('disabled');
    expect(saved).not.toHaveProperty('notes');
    expect(saved).not.toHaveProperty('color');
    expect(toWorkflow(m).nodes.find((n) => n.name === 'Set')!.parameters).toHaveProperty('mode', 'manual');
    expect(w.copyNodes(m, ['b'], describe).nodes[0]!.parameters).not.toHaveProperty('mode');
  });

  it('renames a node in one change: name, expressions and pin data follow, connections stay', () => {
    const m = applyCommand(sample(), { type: 'renameNode', nodeId: 'a', from: 'Start', to: 'Begin' });
    expect(m.nodes.a!.name).toBe('Begin');
    expect(m.nodes.b!.parameters).toEqual({ v: "={{ $('Begin').item.json.x }}", w: '={{ $node["Begin"].json.y }}' });
    expect(m.pinData).toEqual({ Begin: [{ json: { x: 1 } }] });
    expect(toWorkflow(m).connections).toEqual({ Begin: { main: [[{ node: 'Set', type: 'main', index: 0 }]] } });
  });

  it('leaves fixed values alone when renaming', () => {
    expect(renameInExpression("$('Start')", 'Start', 'X')).toBe("$('Start')");
    expect(renameInExpression('={{ $node.Start.json }}', 'Start', 'New name')).toBe('={{ $node["New name"].json }}');
  });

  it('does not add a duplicate connection', () => {
    const m = sample();
    const c = { source: 'a', sourceOutput: 0, target: 'b', targetInput: 0, type: 'main' };
    expect(applyCommand(m, { type: 'addConnection', connection: c })).toBe(m);
    expect(m.connections[connectionKey(c)]).toBeDefined();
  });

  it('removing a node removes its connections and pin data', () => {
    const m = sample();
    const after = applyCommand(m, { type: 'removeNode', node: m.nodes.a! });
    expect(after.connections).toEqual({});
    expect(after.pinData).toEqual({});
  });

  it('names: unique node names, duplicate suffix and the 128 limit', () => {
    expect(uniqueNodeName(['Set', 'Set1'], 'Set')).toBe('Set2');
    expect(duplicateName('Flow')).toBe('Flow copy');
    expect(duplicateName('x'.repeat(123))).toBe('x'.repeat(123));
    expect(cleanWorkflowName('  a  ')).toBe('a');
    expect(cleanWorkflowName('y'.repeat(200))).toHaveLength(128);
    expect(cleanWorkflowName('   ')).toBeNull();
  });
});

describe('dirty state', () => {
  const open = () => w.setWorkflow(w.initialWorkflowState, sample());

  it('setWorkflowActive sets active and clears the unsaved flag', () => {
    const s = w.setWorkflowActive({ ...open(), isDirty: true });
    expect(s.workflow.active).toBe(true);
    expect(s.isDirty).toBe(false);
  });

  it('setWorkflowInactive sets active false', () => {
    expect(w.setWorkflowInactive(w.setWorkflowActive(open())).workflow.active).toBe(false);
  });

  it('setWorkflowId maps "new" to the placeholder id', () => {
    expect(w.setWorkflowId(open(), 'new').workflow.id).toBe(NEW_WORKFLOW_ID);
  });

  it('rename, node and connection changes, parameter changes, pin and unpin all mark it dirty', () => {
    expect(w.setWorkflowName(open(), 'Other').isDirty).toBe(true);
    expect(w.applyEdits(open(), [{ type: 'moveNode', nodeId: 'a', from: [0, 0], to: [20, 20] }]).isDirty).toBe(true);
    expect(
      w.applyEdits(open(), [
        {
          type: 'removeConnection',
          connection: { source: 'a', sourceOutput: 0, target: 'b', targetInput: 0, type: 'main' },
        },
      ]).isDirty,
    ).toBe(true);
    expect(w.setNodeParameters(open(), 'b', { v: 1 }).isDirty).toBe(true);
    expect(w.pinData(open(), 'Set', [{ a: 1 }]).isDirty).toBe(true);
    expect(w.unpinData(open(), 'Start').isDirty).toBe(true);
  });

  it('an edit that changes nothing keeps it clean', () => {
    expect(w.applyEdits(open(), [{ type: 'moveNode', nodeId: 'zzz', from: [0, 0], to: [1, 1] }]).isDirty).toBe(false);
  });

  it('a save takes the id and versionId and clears the flag', () => {
    const s = w.markSaved({ ...open(), isDirty: true }, { id: '9', versionId: 'v2', name: 'Flow' });
    expect(s.workflow.id).toBe('9');
    expect(s.workflow.versionId).toBe('v2');
    expect(s.isDirty).toBe(false);
  });

  it('setting a parameter on a missing node throws', () => {
    expect(() => w.setNodeParameters(open(), 'nope', {})).toThrow(/could not be found to set parameter/);
  });
});

describe('copy and paste in n8n format', () => {
  it('copies with n8n type names and pastes with new ids, unique names and kept connections', () => {
    const m = sample();
    const clip = w.copyNodes(m, ['a', 'b']);
    expect(clip.nodes[0]!.type).toBe('n8n-nodes-base.manualTrigger');
    const parsed = w.parseClipboard(JSON.stringify(clip))!;
    const { commands, ids } = w.pasteCommands(m, parsed);
    const after = commands.reduce(applyCommand, m);
    expect(ids).toHaveLength(2);
    const names = ids.map((id) => after.nodes[id]!.name);
    expect(names).toEqual(['Start1', 'Set1']);
    expect(after.nodes[ids[1]!]!.parameters.v).toBe("={{ $('Start1').item.json.x }}");
    expect(toWorkflow(after).connections.Start1).toEqual({ main: [[{ node: 'Set1', type: 'main', index: 0 }]] });
  });

  it('leaves out credentials the user may not use, keeping usable and name-only ones', () => {
    const m = sample();
    const clip: w.ClipboardData = {
      nodes: [
        {
          id: 'x',
          name: 'Call',
          type: 'n8n-nodes-base.httpRequest',
          typeVersion: 4.2,
          position: [0, 0],
          parameters: {},
          credentials: {
            httpBasicAuth: { id: 'mine', name: 'Mine' },
            httpHeaderAuth: { id: 'theirs', name: 'Theirs' },
            httpQueryAuth: { id: null, name: 'Old style' } as never,
          },
        },
      ],
      connections: {},
    };
    const pasted = (allowed?: Set<string>) => {
      const { commands } = w.pasteCommands(m, clip, undefined, allowed);
      return (commands[0] as { node: { credentials?: unknown } }).node.credentials;
    };
    expect(pasted(new Set(['mine']))).toEqual({
      httpBasicAuth: { id: 'mine', name: 'Mine' },
      httpQueryAuth: { id: null, name: 'Old style' },
    });
    expect(pasted(new Set())).toEqual({ httpQueryAuth: { id: null, name: 'Old style' } });
    expect(pasted(undefined)).toHaveProperty('httpHeaderAuth');
    expect(w.withoutForeignCredentials({ a: { id: '1', name: 'A' } }, new Set())).toBeUndefined();
  });

  it("tracks a type's maxNodes: existing versus the limit", () => {
    const m = sample();
    expect(w.maxNodesCheck(m, 'n8n-nodes-base.manualTrigger', 1)).toEqual({ existing: 1, allowed: false });
    expect(w.maxNodesCheck(m, 'weft.set', undefined)).toEqual({ existing: 1, allowed: true });
    expect(w.maxNodesCheck(m, 'weft.set', 2)).toEqual({ existing: 1, allowed: true });
    expect(w.maxNodesMessage('Manual Trigger', 1)).toBe(
      'Node can not be created because in a workflow max. 1 node of type "Manual Trigger" is allowed',
    );
  });

  it('refuses text that is not workflow JSON', () => {
    expect(w.parseClipboard('hello')).toBeNull();
    expect(w.parseClipboard('{"nodes": []}')).toBeNull();
  });
});
