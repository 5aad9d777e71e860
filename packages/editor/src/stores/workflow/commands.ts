/**
 * Commands: the serializable edits of the workflow. The canvas's own (move, add, remove, connect,
 * disconnect, toggle enabled, rename), and record diffs for every other edit: a node before and
 * after (parameters, settings, notes, sticky notes), a node's pinned data before and after, the
 * workflow settings before and after. Each is a plain object applied by a pure function; history
 * keeps the record diff each one made (diff.ts), so each is reversible without an inverse of its own,
 * and one mechanism serves undo/redo, saving and (later) collaboration.
 */
import type { NodeParameterValue, NodeParameters, PinData, WorkflowNode } from '@weft/workflow';
import { connectionKey, type CanvasConnection, type WorkflowModel } from './model';

export type XY = [number, number];

/** A recorded edit. */
export type Command =
  | { type: 'moveNode'; nodeId: string; from: XY; to: XY }
  | {
      type: 'addNode';
      node: WorkflowNode;
      /** pinned data the node gets back (undoing its removal) */ pinData?: PinData[string];
    }
  | {
      type: 'removeNode';
      node: WorkflowNode;
      /** the node's pinned data when it was removed, so undo restores it */ pinData?: PinData[string];
    }
  | { type: 'addConnection'; connection: CanvasConnection }
  | { type: 'removeConnection'; connection: CanvasConnection }
  | { type: 'toggleEnabled'; nodeId: string; /** disabled before */ from: boolean; /** disabled after */ to: boolean }
  | { type: 'renameNode'; nodeId: string; from: string; to: string }
  /** A node record replaced (any field but its id and name, which renameNode changes). */
  | { type: 'updateNode'; nodeId: string; from: WorkflowNode; to: WorkflowNode }
  /** A node's pinned data set (`to`) or removed (`to: null`). */
  | { type: 'setPinData'; nodeName: string; from: PinData[string] | null; to: PinData[string] | null }
  | { type: 'setSettings'; from: WorkflowModel['settings']; to: WorkflowModel['settings'] };

/** A stable identity of a command, so equal commands compare equal. */
export function commandKey(cmd: Command): string {
  switch (cmd.type) {
    case 'moveNode':
      return `move|${cmd.nodeId}|${cmd.from.join(',')}|${cmd.to.join(',')}`;
    case 'addNode':
    case 'removeNode':
      return `${cmd.type}|${cmd.node.id}|${cmd.node.name}`;
    case 'addConnection':
    case 'removeConnection':
      return `${cmd.type}|${connectionKey(cmd.connection)}`;
    case 'toggleEnabled':
      return `toggle|${cmd.nodeId}|${cmd.from}|${cmd.to}`;
    case 'renameNode':
      return `rename|${cmd.nodeId}|${cmd.from}|${cmd.to}`;
    case 'updateNode':
      return `update|${cmd.nodeId}|${JSON.stringify(cmd.to)}`;
    case 'setPinData':
      return `pin|${cmd.nodeName}|${JSON.stringify(cmd.to)}`;
    case 'setSettings':
      return `settings|${JSON.stringify(cmd.to)}`;
  }
}

/** Whether two commands are the same edit. */
export function commandsEqual(a: Command, b: Command): boolean {
  return commandKey(a) === commandKey(b);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Replaces references to a node's old name inside expressions (`$('Old')`, `$("Old")`,
 * `$node["Old"]`, `$node.Old`, `$items("Old")`). Values that are not expressions are unchanged.
 */
export function renameInExpression(value: string, oldName: string, newName: string): string {
  if (!value.startsWith('=') || !value.includes(oldName)) return value;
  const o = escapeRegExp(oldName);
  const quote = (q: string) => newName.replace(new RegExp(escapeRegExp(q), 'g'), `\\${q}`);
  let out = value;
  out = out.replace(
    new RegExp(`(\\$\\(\\s*)(['"\`])${o}\\2(\\s*\\))`, 'g'),
    (_m, a: string, q: string, b: string) => `${a}${q}${quote(q)}${q}${b}`,
  );
  out = out.replace(
    new RegExp(`(\\$(?:node|items)\\s*[\\[(]\\s*)(['"\`])${o}\\2`, 'g'),
    (_m, a: string, q: string) => `${a}${q}${quote(q)}${q}`,
  );
  if (/^[A-Za-z_$][\w$]*$/.test(oldName)) {
    const replacement = /^[A-Za-z_$][\w$]*$/.test(newName) ? `.${newName}` : `["${newName.replace(/"/g, '\\"')}"]`;
    out = out.replace(new RegExp(`(\\$node)\\.${o}(?![\\w$])`, 'g'), (_m, a: string) => `${a}${replacement}`);
  }
  return out;
}

function renameInValue(value: NodeParameterValue, oldName: string, newName: string): NodeParameterValue {
  if (typeof value === 'string') return renameInExpression(value, oldName, newName);
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((v) => {
      const r = renameInValue(v, oldName, newName);
      if (r !== v) changed = true;
      return r;
    });
    return changed ? next : value;
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const next: Record<string, NodeParameterValue> = {};
    for (const [k, v] of Object.entries(value)) {
      const r = renameInValue(v, oldName, newName);
      if (r !== v) changed = true;
      next[k] = r;
    }
    return changed ? next : value;
  }
  return value;
}

/** Node parameters with expressions pointing at the new name. The same object when nothing changed. */
export function renameInParameters(parameters: NodeParameters, oldName: string, newName: string): NodeParameters {
  return renameInValue(parameters, oldName, newName) as NodeParameters;
}

function withNode(model: WorkflowModel, node: WorkflowNode): WorkflowModel {
  return { ...model, nodes: { ...model.nodes, [node.id]: node } };
}

/**
 * Applies a command to the workflow and returns the new workflow (the same object when the
 * command does not apply, e.g. a connection that already exists). Removing a node also removes
 * its connections and its pinned data.
 */
export function applyCommand(model: WorkflowModel, cmd: Command): WorkflowModel {
  switch (cmd.type) {
    case 'moveNode': {
      const node = model.nodes[cmd.nodeId];
      if (!node) return model;
      return withNode(model, { ...node, position: [cmd.to[0], cmd.to[1]] });
    }
    case 'addNode': {
      if (model.nodes[cmd.node.id]) return model;
      const pinData = cmd.pinData ? { ...model.pinData, [cmd.node.name]: cmd.pinData } : model.pinData;
      return {
        ...model,
        nodes: { ...model.nodes, [cmd.node.id]: cmd.node },
        order: [...model.order, cmd.node.id],
        pinData,
      };
    }
    case 'removeNode': {
      const node = model.nodes[cmd.node.id];
      if (!node) return model;
      const nodes = { ...model.nodes };
      delete nodes[node.id];
      const connections: WorkflowModel['connections'] = {};
      for (const [k, c] of Object.entries(model.connections))
        if (c.source !== node.id && c.target !== node.id) connections[k] = c;
      let pinData = model.pinData;
      if (pinData[node.name]) {
        pinData = { ...pinData };
        delete pinData[node.name];
      }
      return { ...model, nodes, order: model.order.filter((id) => id !== node.id), connections, pinData };
    }
    case 'addConnection': {
      const c = cmd.connection;
      const key = connectionKey(c);
      if (model.connections[key] || !model.nodes[c.source] || !model.nodes[c.target]) return model;
      return { ...model, connections: { ...model.connections, [key]: { ...c } } };
    }
    case 'removeConnection': {
      const key = connectionKey(cmd.connection);
      if (!model.connections[key]) return model;
      const connections = { ...model.connections };
      delete connections[key];
      return { ...model, connections };
    }
    case 'toggleEnabled': {
      const node = model.nodes[cmd.nodeId];
      if (!node) return model;
      const next = { ...node };
      if (cmd.to) next.disabled = true;
      else delete next.disabled;
      return withNode(model, next);
    }
    case 'renameNode': {
      const node = model.nodes[cmd.nodeId];
      if (!node || node.name === cmd.to) return model;
      const oldName = node.name;
      const nodes: WorkflowModel['nodes'] = {};
      for (const [id, n] of Object.entries(model.nodes)) {
        const parameters = renameInParameters(n.parameters, oldName, cmd.to);
        const renamed =
          id === node.id ? { ...n, name: cmd.to, parameters } : parameters !== n.parameters ? { ...n, parameters } : n;
        nodes[id] = renamed;
      }
      let pinData = model.pinData;
      if (pinData[oldName]) {
        pinData = { ...pinData, [cmd.to]: pinData[oldName] };
        delete pinData[oldName];
      }
      return { ...model, nodes, pinData };
    }
    case 'updateNode': {
      const node = model.nodes[cmd.nodeId];
      if (!node || node === cmd.to) return model;
      return withNode(model, { ...cmd.to, id: node.id, name: node.name });
    }
    case 'setPinData': {
      if ((model.pinData[cmd.nodeName] ?? null) === cmd.to) return model;
      const pinData = { ...model.pinData };
      if (cmd.to) pinData[cmd.nodeName] = cmd.to;
      else delete pinData[cmd.nodeName];
      return { ...model, pinData };
    }
    case 'setSettings':
      return model.settings === cmd.to ? model : { ...model, settings: cmd.to };
  }
}
