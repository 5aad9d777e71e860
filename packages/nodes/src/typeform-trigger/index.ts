/**
 * Typeform Trigger 1 and 1.1 (n8n's `n8n-nodes-base.typeformTrigger`). Activating the workflow
 * registers the node's production URL as a webhook of the chosen form under a fresh tag
 * (`PUT /forms/{id}/webhooks/n8n-<random>`, enabled, verifying SSL); a webhook of the form already
 * calling that URL is reused (its tag kept); deactivating deletes it. Each response Typeform posts
 * starts a run with one item shaped as answers.ts says; a call without a form response's definition
 * and answers is refused.
 */
import { randomBytes } from 'node:crypto';
import {
  NodeApiError,
  type ExecuteContext,
  type NodeMethods,
  type NodeOutput,
  type NodeType,
  type NodeTypeDescription,
  type WebhookCallResult,
  type WebhookRequestContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { isFormResponse, shapeResponse } from './answers.js';
import { typeformRequest, typeformRequestAll, type TypeformCaller } from './api.js';
import { typeformTriggerProperties } from './properties.js';

export { typeformApiCredential, typeformCredentialTypeList, typeformOAuth2ApiCredential } from './credentials.js';

/** Typeform Trigger 1 and 1.1's description. */
export const typeformTriggerDescription: NodeTypeDescription = {
  displayName: 'Typeform Trigger',
  name: 'weft.typeformTrigger',
  icon: 'file:typeform.svg',
  group: ['trigger'],
  version: [1, 1.1],
  subtitle: '=Form ID: {{$parameter["formId"]}}',
  description: 'Starts the workflow on a Typeform form submission',
  defaults: { name: 'Typeform Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'typeformApi', required: true, displayOptions: { show: { authentication: ['accessToken'] } } },
    { name: 'typeformOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: typeformTriggerProperties,
  codex: { categories: ['Communication'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.typeformtrigger/',
};

type Json = Record<string, any>;
type Ctx = WebhookSetupContext | WebhookRequestContext;

const caller = (ctx: Ctx) => ctx as unknown as TypeformCaller;
const auth = (ctx: Ctx) => ctx.getNodeParameter('authentication', 'accessToken');
const hooksPath = (ctx: Ctx) => `forms/${encodeURIComponent(String(ctx.getNodeParameter('formId', '')))}/webhooks`;

const methods: NodeMethods = {
  loadOptions: {
    /** Every form of the account, by title. */
    async getForms(ctx) {
      const forms = await typeformRequestAll(
        ctx,
        ctx.getCurrentNodeParameter('authentication') ?? 'accessToken',
        'forms',
      );
      return forms.map((form) => ({ name: String(form.title ?? ''), value: String(form.id ?? '') }));
    },
  },
};

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const url = ctx.getNodeWebhookUrl('default');
      const formId = String(ctx.getNodeParameter('formId', ''));
      const { items } = await typeformRequest(caller(ctx), auth(ctx), 'GET', hooksPath(ctx));
      const found = ((items ?? []) as Json[]).find((hook) => hook.form_id === formId && hook.url === url);
      if (!found) return false;
      ctx.getWorkflowStaticData('node').webhookId = found.tag;
      return true;
    },
    async create(ctx) {
      const tag = `n8n-${randomBytes(8).toString('hex').slice(0, 10)}`;
      await typeformRequest(caller(ctx), auth(ctx), 'PUT', `${hooksPath(ctx)}/${tag}`, {
        url: ctx.getNodeWebhookUrl('default'),
        enabled: true,
        verify_ssl: true,
      });
      ctx.getWorkflowStaticData('node').webhookId = tag;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node');
      if (data.webhookId === undefined) return true;
      try {
        await typeformRequest(
          caller(ctx),
          auth(ctx),
          'DELETE',
          `${hooksPath(ctx)}/${encodeURIComponent(String(data.webhookId))}`,
        );
      } catch {
        return false;
      }
      delete data.webhookId;
      return true;
    },
  },
};

/** Turns one form response into the run's item (see answers.ts). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  const body = structuredClone(ctx.getBodyData()) as Json;
  if (!isFormResponse(body)) {
    throw new NodeApiError(ctx.getNode(), { message: 'Expected definition/answers data is missing!', body }, {});
  }
  const item = shapeResponse(
    body,
    ctx.getNode().typeVersion,
    Boolean(ctx.getNodeParameter('simplifyAnswers', true)),
    Boolean(ctx.getNodeParameter('onlyAnswers', true)),
  );
  return { workflowData: [ctx.helpers.returnJsonArray([item])] };
}

/** A run from this node passes on the response it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Typeform Trigger 1 and 1.1. */
export const typeformTriggerNode: NodeType[] = [
  { description: typeformTriggerDescription, methods, webhookMethods, webhook, execute },
];
