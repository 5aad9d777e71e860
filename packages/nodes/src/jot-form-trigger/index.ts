/**
 * JotForm Trigger 1 (n8n's `n8n-nodes-base.jotFormTrigger`). Activating the workflow registers the
 * node's production URL as a webhook of the chosen form (`POST /form/{id}/webhooks`, field
 * `webhookURL`); a form that already calls that URL is reused; deactivating deletes it
 * (`DELETE /form/{id}/webhooks/{index}`). Each submission JotForm posts starts a run with one item:
 * with "Resolve Data" the answers are keyed by their questions' texts (read from
 * `GET /form/{id}/questions`), else by JotForm's internal keys (`q3_fullName`); with "Only
 * Answers" the item is the answers alone, else every field JotForm sent with the answers as
 * `rawRequest`.
 */
import type {
  ExecuteContext,
  NodeMethods,
  NodeOutput,
  NodeType,
  NodeTypeDescription,
  WebhookCallResult,
  WebhookRequestContext,
  WebhookSetupContext,
} from '@weft/workflow';
import { jotFormRequest, type JotFormCaller } from './api.js';
import { jotFormTriggerProperties } from './properties.js';
import { parseRawRequest, resolveAnswers, submissionFields } from './submission.js';

export { jotFormApiCredential } from './credentials.js';

/** JotForm Trigger 1's description. */
export const jotFormTriggerDescription: NodeTypeDescription = {
  displayName: 'Jotform Trigger',
  name: 'weft.jotFormTrigger',
  icon: 'file:jotform.svg',
  group: ['trigger'],
  version: 1,
  description: 'Starts the workflow when a JotForm form is submitted',
  defaults: { name: 'Jotform Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [{ name: 'jotFormApi', required: true }],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: jotFormTriggerProperties,
  codex: { categories: ['Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.jotformtrigger/',
};

type Json = Record<string, unknown>;
const caller = (ctx: WebhookSetupContext | WebhookRequestContext) => ctx as unknown as JotFormCaller;
const hooksPath = (ctx: WebhookSetupContext) =>
  `/form/${encodeURIComponent(String(ctx.getNodeParameter('form', '')))}/webhooks`;
/** JotForm lists a form's webhooks as `{ "<index>": "<url>" }`. */
const hookList = (content: unknown): Array<[string, unknown]> =>
  content && typeof content === 'object' ? Object.entries(content as Json) : [];

const methods: NodeMethods = {
  loadOptions: {
    /** The account's forms (up to 1000), by title. */
    async getForms(ctx) {
      const answer = await jotFormRequest(ctx, 'GET', '/user/forms', undefined, { limit: 1000 });
      if (!Array.isArray(answer.content)) return [];
      return (answer.content as Json[]).map((form) => ({
        name: String(form.title ?? ''),
        value: String(form.id ?? ''),
      }));
    },
  },
};

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const url = ctx.getNodeWebhookUrl('default');
      try {
        const answer = await jotFormRequest(caller(ctx), 'GET', hooksPath(ctx));
        const found = hookList(answer.content).find(([, hook]) => hook === url);
        if (!found) return false;
        ctx.getWorkflowStaticData('node').webhookId = found[0];
        return true;
      } catch {
        return false;
      }
    },
    async create(ctx) {
      const url = String(ctx.getNodeWebhookUrl('default') ?? '');
      const answer = await jotFormRequest(caller(ctx), 'POST', hooksPath(ctx), { webhookURL: url });
      // JotForm answers every webhook of the form; ours is the one with our URL (n8n takes the first).
      const hooks = hookList(answer.content);
      const ours = hooks.find(([, hook]) => hook === url) ?? hooks[0];
      ctx.getWorkflowStaticData('node').webhookId = ours?.[0];
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return true;
      let answer;
      try {
        answer = await jotFormRequest(
          caller(ctx),
          'DELETE',
          `${hooksPath(ctx)}/${encodeURIComponent(String(data.webhookId))}`,
        );
      } catch {
        return false;
      }
      if (answer.message !== 'success') return false;
      delete data.webhookId;
      return true;
    },
  },
};

/** Turns one submission into the run's item (see the module comment). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  const resolveData = Boolean(ctx.getNodeParameter('resolveData', false));
  const onlyAnswers = Boolean(ctx.getNodeParameter('onlyAnswers', false));
  const data = await submissionFields(ctx);
  const rawRequest = parseRawRequest(ctx, data.rawRequest);
  data.rawRequest = rawRequest;
  if (!resolveData) return { workflowData: [ctx.helpers.returnJsonArray(onlyAnswers ? rawRequest : data)] };
  const formId = String(ctx.getNodeParameter('form', ''));
  const answer = await jotFormRequest(caller(ctx), 'GET', `/form/${encodeURIComponent(formId)}/questions`);
  const texts: Json = {};
  for (const question of Object.values((answer.content ?? {}) as Record<string, Json>)) {
    if (question && typeof question === 'object') texts[String(question.name)] = question.text;
  }
  const answers = resolveAnswers(rawRequest, texts);
  if (onlyAnswers) return { workflowData: [ctx.helpers.returnJsonArray(answers)] };
  data.rawRequest = answers;
  return { workflowData: [ctx.helpers.returnJsonArray(data)] };
}

/** A run from this node passes on the submission it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** JotForm Trigger 1. */
export const jotFormTriggerNode: NodeType[] = [
  { description: jotFormTriggerDescription, methods, webhookMethods, webhook, execute },
];
