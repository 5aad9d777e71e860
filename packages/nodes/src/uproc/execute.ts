/**
 * uProc 1: runs the chosen uProc tool once per item (`POST https://api.uproc.io/api/v2/process`,
 * signed with the `uprocApi` email and key as HTTP Basic) and answers uProc's reply as it comes. As
 * in n8n's node: group, tool and additional options come from the first item; the tool is sent as
 * its kebab-case processor name (`checkEmailExists` → `check-email-exists`) with every parameter
 * the tool shows, each as a string; a Data Webhook becomes `callback.data`; a refusal is a node API
 * error; with Continue On Fail a failed item becomes `{ error: message }`. The node pairs no items
 * itself (as n8n's node); the engine pairs them by position when there are as many as inputs. Tests point the API at a loopback fake with
 * `WEFT_UPROC_API_URL`, which replaces the origin.
 */
import { httpStatusError, type ExecuteContext, type NodeOutput } from '@weft/workflow';
import { uprocAuthorization } from './credentials.js';
import { uprocProperties } from './properties.js';

type Json = Record<string, any>;

/** The processor name of a tool: each run of capitals starts a lower-case, dash-led word. */
export const processorName = (tool: string) => tool.replace(/([A-Z]+)/g, '-$1').toLowerCase();

/** The parameters a tool of a group shows, in the parameters' order (as n8n's node reads them). */
export function toolFields(group: string, tool: string): string[] {
  return uprocProperties
    .filter((p) => {
      const show = p.displayOptions?.show as Record<string, unknown[]> | undefined;
      return show?.group && show.tool && show.group.includes(group) && show.tool.includes(tool);
    })
    .map((p) => p.name);
}

/** The process endpoint: its origin replaced by `WEFT_UPROC_API_URL` when set. */
export function uprocProcessUrl(): string {
  const override = process.env.WEFT_UPROC_API_URL?.trim().replace(/\/+$/, '');
  return `${override || 'https://api.uproc.io'}/api/v2/process`;
}

function parse(body: unknown): unknown {
  const text = Buffer.isBuffer(body) || body instanceof Uint8Array ? Buffer.from(body).toString('utf8') : body;
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** uProc 1's execute. */
export async function executeUproc(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const group = String(ctx.getNodeParameter('group', 0, 'communication'));
  const tool = String(ctx.getNodeParameter('tool', 0, ''));
  const additionalOptions = (ctx.getNodeParameter('additionalOptions', 0, {}) ?? {}) as Json;
  const dataWebhook = additionalOptions.dataWebhook as string | undefined;
  const fields = toolFields(group, tool);
  const answers: unknown[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      const body: Json = { processor: processorName(tool), params: {} };
      for (const field of fields) if (field?.length) body.params[field] = String(ctx.getNodeParameter(field, i));
      if (dataWebhook?.length) body.callback = { data: dataWebhook };
      const credentials = await ctx.getCredentials('uprocApi', i);
      const response = await ctx.helpers.httpRequest({
        url: uprocProcessUrl(),
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: uprocAuthorization(credentials),
        },
        body,
        responseType: 'text',
        ignoreHttpStatusErrors: true,
      });
      const answer = parse(response.body);
      if (response.statusCode >= 300) throw httpStatusError(ctx.getNode(), response.statusCode, answer, i);
      if (Array.isArray(answer)) answers.push(...answer);
      else answers.push(answer);
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      answers.push({ error: (error as Error).message });
    }
  }
  return [ctx.helpers.returnJsonArray(answers)];
}
