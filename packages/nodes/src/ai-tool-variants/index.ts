/**
 * The `<type>Tool` variants of nodes n8n marks `usableAsTool` (e.g. `n8n-nodes-base.httpRequestTool`,
 * Weft's `weft.httpRequestTool`): the same node, versions and parameters, offered to agents on an
 * `ai_tool` output. The engine runs such a node as a tool (its `execute`, `$fromAI` answering the
 * model's arguments); see packages/engine/src/execute/sub-nodes.ts.
 */
import type { NodeProperty, NodeType, NodeTypeDescription } from '@weft/workflow';

/**
 * The versions of each node n8n 1.123 offers as a tool (n8n-nodes-base names without the package),
 * for the nodes Weft has. Other versions of these nodes have no tool variant in n8n. Execute Command
 * (n8n offers version 1 as a tool) is left out: Weft disables that node by default, and its tool
 * variant would not be disabled with it.
 */
export const USABLE_AS_TOOL: Readonly<Record<string, readonly number[]>> = {
  crypto: [1],
  dataTable: [1],
  dateTime: [2],
  httpRequest: [3, 4, 4.1, 4.2, 4.3],
  mySql: [2, 2.1, 2.2, 2.3, 2.4, 2.5],
  postgres: [2, 2.1, 2.2, 2.3, 2.4, 2.5, 2.6],
  redis: [1],
  rssFeedRead: [1, 1.1, 1.2],
};

/** Codex "Tools" subcategories n8n gives some variants instead of "Other Tools". */
const TOOL_SUBCATEGORY: Readonly<Record<string, string>> = { httpRequest: 'Recommended Tools' };

function versionsOf(description: NodeTypeDescription): number[] {
  return Array.isArray(description.version) ? description.version : [description.version];
}

/** Where n8n inserts the tool description: after the last leading notice (callout) parameter. */
function insertAt(properties: NodeProperty[]): number {
  let last = -1;
  for (let i = 0; i < properties.length; i++) {
    if (properties[i]!.type === 'notice') last = i;
    else break;
  }
  return last + 1;
}

/**
 * The tool variant of one registered node type (restricted to `versions`): named `<name>Tool`,
 * displayed as "<displayName> Tool", no inputs, an `ai_tool` output, and n8n's `toolDescription`
 * parameter (default: the node's description) — behind a `descriptionType` choice ("auto", from the
 * resource and operation, or "manual") when the node has a resource or an operation.
 */
export function toolVariant(base: NodeType, versions: readonly number[], baseName: string): NodeType | undefined {
  const keep = versionsOf(base.description).filter((v) => versions.includes(v));
  if (keep.length === 0 || !base.execute) return undefined;
  const d = base.description;
  const properties = [...d.properties];
  if (!properties.some((p) => p.name === 'toolDescription')) {
    const hasResourceOrOperation = properties.some((p) => p.name === 'resource' || p.name === 'operation');
    const toolDescription: NodeProperty = {
      displayName: 'Description',
      name: 'toolDescription',
      type: 'string',
      default: d.description ?? '',
      required: true,
      typeOptions: { rows: 2 },
      description: 'What the model is told the tool does; a specific description helps it call the tool well',
      ...(hasResourceOrOperation ? { displayOptions: { show: { descriptionType: ['manual'] } } } : {}),
    };
    const added: NodeProperty[] = hasResourceOrOperation
      ? [
          {
            displayName: 'Tool Description',
            name: 'descriptionType',
            type: 'options',
            noDataExpression: true,
            default: 'auto',
            options: [
              { name: 'Set Automatically', value: 'auto', description: 'From the resource and operation' },
              { name: 'Set Manually', value: 'manual', description: 'Written below' },
            ],
          },
          toolDescription,
        ]
      : [toolDescription];
    properties.splice(insertAt(properties), 0, ...added);
  }
  const description: NodeTypeDescription = {
    ...d,
    name: `${d.name}Tool`,
    displayName: `${d.displayName} Tool`,
    version: keep.length === 1 ? keep[0]! : keep,
    ...(d.defaultVersion !== undefined && keep.includes(d.defaultVersion) ? { defaultVersion: d.defaultVersion } : {}),
    inputs: [],
    outputs: ['ai_tool'],
    properties,
    codex: {
      categories: ['AI'],
      subcategories: { AI: ['Tools'], Tools: [TOOL_SUBCATEGORY[baseName] ?? 'Other Tools'] },
    },
  };
  delete description.usableAsTool;
  delete description.outputNames;
  delete description.requiredInputs;
  delete description.webhooks;
  delete description.polling;
  return { description, execute: base.execute, ...(base.methods ? { methods: base.methods } : {}) };
}

/**
 * The tool variants of the given registered node types: one per registration whose versions n8n
 * offers as a tool ({@link USABLE_AS_TOOL}). Node types under another prefix than `weft.` are left out.
 */
export function buildToolVariants(
  nodeTypes: readonly NodeType[],
  usable: Readonly<Record<string, readonly number[]>> = USABLE_AS_TOOL,
): NodeType[] {
  const out: NodeType[] = [];
  for (const type of nodeTypes) {
    const name = type.description.name;
    if (!name.startsWith('weft.')) continue;
    const baseName = name.slice('weft.'.length);
    const versions = usable[baseName];
    if (!versions) continue;
    const variant = toolVariant(type, versions, baseName);
    if (variant) out.push(variant);
  }
  return out;
}
