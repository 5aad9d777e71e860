import { createBasicScope, evaluateExpression } from '../expression/evaluate.js';
import type { NodeInputConfiguration } from '../types/ai.js';
import type { NodeTypeDescription } from '../types/node-type.js';
import type { NodeParameters } from '../types/workflow.js';

type Ports = NodeTypeDescription['inputs'];

function resolvePorts(ports: Ports, parameters: NodeParameters, version: number): NodeInputConfiguration[] {
  let list: unknown = ports;
  if (typeof ports === 'string') {
    try {
      list = evaluateExpression(ports, createBasicScope({ $parameter: parameters ?? {}, $version: version }));
    } catch {
      list = [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((p): NodeInputConfiguration[] => {
    if (typeof p === 'string') return [{ type: p }];
    if (p && typeof p === 'object' && typeof (p as NodeInputConfiguration).type === 'string')
      return [p as NodeInputConfiguration];
    return [];
  });
}

/**
 * A node's inputs as objects: the description's list, or what its expression answers for the
 * node's parameters (with defaults) and typeVersion (an agent's inputs depend on its options).
 */
export function nodeInputs(
  description: Pick<NodeTypeDescription, 'inputs'>,
  parameters: NodeParameters = {},
  version = 1,
): NodeInputConfiguration[] {
  return resolvePorts(description.inputs, parameters, version);
}

/** A node's output connection types (`main` once per main output). */
export function nodeOutputTypes(
  description: Pick<NodeTypeDescription, 'outputs'>,
  parameters: NodeParameters = {},
  version = 1,
): string[] {
  return resolvePorts(description.outputs, parameters, version).map((p) => p.type);
}

/**
 * Whether a node type is a sub-node: it has outputs and none of them is `main` (a chat model, a
 * memory, a tool). Sub-nodes never run in the main flow; the node they supply calls them.
 */
export function isSubNodeType(
  description: Pick<NodeTypeDescription, 'outputs'> | undefined,
  parameters: NodeParameters = {},
  version = 1,
): boolean {
  if (!description) return false;
  const types = nodeOutputTypes(description, parameters, version);
  return types.length > 0 && !types.includes('main');
}
