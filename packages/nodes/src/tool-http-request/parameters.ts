/**
 * What the model fills in for the HTTP Request Tool: `{placeholders}` in the URL, in fixed values
 * and in JSON parameters, parameters "by model", or a whole query/header/body object. Each becomes
 * one tool parameter with where it is sent (`sendIn`), its type and description from the
 * Placeholder Definitions, in the order n8n lists them (URL, query, headers, body).
 */
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';

/** Where a part of the request goes. */
export type SendIn = 'path' | 'qs' | 'headers' | 'body';

/** One parameter of the tool (n8n's ToolParameter). */
export interface ToolParameter {
  name: string;
  required: boolean;
  type?: string;
  description?: string;
  sendIn: SendIn;
  /** The request key whose fixed value holds the placeholder, or `qsRaw`/`headersRaw`/`bodyRaw` for a JSON text. */
  key?: string;
}

/** A Placeholder Definitions entry. */
export interface PlaceholderDefinition {
  name: string;
  description?: string;
  type?: string;
}

/** A row of the query/header/body parameters (`Using Fields Below`). */
interface ParameterRow {
  name: string;
  valueProvider: 'modelRequired' | 'modelOptional' | 'fieldValue';
  value?: string;
}

/** The request the tool sends before the model's values are put in. */
export interface RequestTemplate {
  method: string;
  url: string;
  qs: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** JSON texts with placeholders (`Using JSON Below`), by where they are sent. */
export type RawTemplates = Record<'qs' | 'headers' | 'body', string>;

const MODEL_INPUT_DESCRIPTION: Record<'qs' | 'headers' | 'body', string> = {
  qs: 'Query parameters for request as key value pairs',
  headers: 'Headers parameters for request as key value pairs',
  body: 'Body parameters for request as key value pairs',
};

/** The `{name}` placeholders of a text, in order (letters, digits, `_` and `-`). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(/\{([a-zA-Z0-9_-]+)\}/g)].map((m) => m[1]!);
}

/** Parameters for the placeholders of a text, each required and described by its definition. */
function fromText(definitions: PlaceholderDefinition[], text: unknown, sendIn: SendIn, key?: string): ToolParameter[] {
  if (typeof text !== 'string') return [];
  return placeholdersIn(text).map((name) => {
    const parameter = byModel(definitions, name, true, sendIn);
    return key ? { ...parameter, key } : parameter;
  });
}

function byModel(definitions: PlaceholderDefinition[], name: string, required: boolean, sendIn: SendIn): ToolParameter {
  const parameter: ToolParameter = { name, required, sendIn };
  const definition = definitions.find((d) => d.name === name);
  if (definition) {
    parameter.type = definition.type;
    parameter.description = definition.description;
  }
  return parameter;
}

/** The Placeholder Definitions, names given as `{name}` unwrapped. */
export function placeholderDefinitions(ctx: ExecuteContext, itemIndex: number): PlaceholderDefinition[] {
  const value = ctx.getNodeParameter('placeholderDefinitions.values', itemIndex, []) as unknown;
  const rows = (Array.isArray(value) ? value : []) as PlaceholderDefinition[];
  return rows.map((d) => {
    const name = String(d.name ?? '');
    return { ...d, name: name.startsWith('{') && name.endsWith('}') ? name.slice(1, -1) : name };
  });
}

/**
 * The tool parameters of the node for one item, and the request with the fixed values in place.
 * A definition no part of the request uses is refused with n8n's "Misconfigured placeholder" error.
 */
export function toolParametersOf(
  ctx: ExecuteContext,
  itemIndex: number,
): { parameters: ToolParameter[]; request: RequestTemplate; raw: RawTemplates } {
  const definitions = placeholderDefinitions(ctx, itemIndex);
  const request: RequestTemplate = {
    method: ctx.getNodeParameter('method', itemIndex, 'GET') as string,
    url: ctx.getNodeParameter('url', itemIndex) as string,
    qs: {},
    headers: {},
    body: {},
  };
  const raw: RawTemplates = { qs: '', headers: '', body: '' };
  const parameters = fromText(definitions, request.url, 'path');
  const parts = [
    { send: 'sendQuery', sendIn: 'qs', specify: 'specifyQuery', json: 'jsonQuery', rows: 'parametersQuery.values' },
    {
      send: 'sendHeaders',
      sendIn: 'headers',
      specify: 'specifyHeaders',
      json: 'jsonHeaders',
      rows: 'parametersHeaders.values',
    },
    { send: 'sendBody', sendIn: 'body', specify: 'specifyBody', json: 'jsonBody', rows: 'parametersBody.values' },
  ] as const;
  for (const part of parts) {
    if (!ctx.getNodeParameter(part.send, itemIndex, false)) continue;
    const inputType = ctx.getNodeParameter(part.specify, itemIndex, 'keypair') as string;
    if (inputType === 'model') {
      parameters.push({
        name: part.sendIn,
        required: true,
        type: 'json',
        description: MODEL_INPUT_DESCRIPTION[part.sendIn],
        sendIn: part.sendIn,
      });
    } else if (inputType === 'json') {
      raw[part.sendIn] = String(ctx.getNodeParameter(part.json, itemIndex, '') ?? '');
      if (raw[part.sendIn])
        parameters.push(...fromText(definitions, raw[part.sendIn], part.sendIn, `${part.sendIn}Raw`));
    } else {
      const value = ctx.getNodeParameter(part.rows, itemIndex, []) as unknown;
      const rows = (Array.isArray(value) ? value : []) as ParameterRow[];
      for (const row of rows) {
        if (String(row.valueProvider ?? 'modelRequired').includes('model')) {
          parameters.push(
            byModel(definitions, row.name, (row.valueProvider ?? 'modelRequired') === 'modelRequired', part.sendIn),
          );
        } else if (row.value) {
          parameters.push(...fromText(definitions, row.value, part.sendIn, row.name));
          request[part.sendIn][row.name] = row.value;
        }
      }
    }
  }
  for (const definition of definitions) {
    if (!parameters.some((p) => p.name === definition.name)) {
      throw new NodeOperationError(ctx.getNode(), `Misconfigured placeholder '${definition.name}'`, {
        itemIndex,
        description:
          "This placeholder is defined in the 'Placeholder Definitions' but isn't used anywhere. Either remove the definition, or add the placeholder to a part of the request.",
      });
    }
  }
  return { parameters, request, raw };
}

/** Version 1's tool description: the node's, plus what the JSON text the model sends must hold. */
export function describeForTextInput(toolDescription: string, parameters: ToolParameter[]): string {
  if (!parameters.length) return toolDescription;
  const list = parameters
    .map(
      (p) => `${p.name}: (description: ${p.description ?? ''}, type: ${p.type ?? 'string'}, required: ${!!p.required})`,
    )
    .join(',\n ');
  return `${toolDescription}\n\tTool expects valid stringified JSON object with ${parameters.length} properties.\n\tProperty names with description, type and required status:\n\t${list}\n\tALL parameters marked as required must be provided`;
}
