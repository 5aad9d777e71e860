/**
 * GitHub Trigger 1 (n8n's `n8n-nodes-base.githubTrigger`). Activation registers a repository
 * webhook (`POST /repos/{owner}/{repo}/hooks`: `web`, JSON payloads, the chosen events, a fresh
 * random secret) and keeps its id, events and secret in the node's static data; a kept hook is
 * checked with `GET …/hooks/{id}` and registered again when GitHub no longer has it. When GitHub
 * answers 422 because a hook for the URL exists and it is the one this node registered before, it is
 * updated in place with the new secret. Deactivation deletes the hook.
 *
 * A delivery starts a run only when its `X-Hub-Signature-256` is the HMAC-SHA256 of the raw body with
 * the kept secret (else 401 `Unauthorized`); GitHub's ping (a `hook_id` without an `action`) is
 * answered `OK` without a run; any other delivery becomes one item `{ body, headers, query }`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  extractLocatorId,
  locatorExtractValue,
  NodeApiError,
  NodeOperationError,
  type ExecuteContext,
  type NodeOutput,
  type NodeType,
  type NodeTypeDescription,
  type WebhookCallResult,
  type WebhookRequestContext,
  type WebhookSetupContext,
} from '@weft/workflow';
import { githubRequest, type GithubAuthentication } from '../github/api.js';
import { githubMethods } from '../github/methods.js';
import { githubTriggerProperties } from './properties.js';

const credentialShown = (authentication: string) => ({ show: { authentication: [authentication] } });

/** GitHub Trigger 1's description. */
export const githubTriggerDescription: NodeTypeDescription = {
  displayName: 'Github Trigger',
  name: 'weft.githubTrigger',
  icon: 'file:github.svg',
  group: ['trigger'],
  version: 1,
  subtitle: '={{$parameter["owner"] + "/" + $parameter["repository"] + ": " + $parameter["events"].join(", ")}}',
  description: 'Starts the workflow when GitHub delivers events of a repository',
  defaults: { name: 'Github Trigger' },
  inputs: [],
  outputs: ['main'],
  credentials: [
    { name: 'githubApi', required: true, displayOptions: credentialShown('accessToken') },
    { name: 'githubOAuth2Api', required: true, displayOptions: credentialShown('oAuth2') },
  ],
  webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
  properties: githubTriggerProperties,
  codex: { categories: ['Development'] },
  documentationUrl: 'https://docs.n8n.io/integrations/builtin/trigger-nodes/n8n-nodes-base.githubtrigger/',
};

const CANNOT_CREATE = 'Github refused to create the webhook for this workflow';

/** What the trigger keeps in its static data. */
interface HookData {
  webhookId?: string | number;
  webhookEvents?: unknown;
  webhookSecret?: string;
}

const auth = (ctx: WebhookSetupContext): GithubAuthentication =>
  ctx.getNodeParameter('authentication', 'accessToken') === 'oAuth2' ? 'oAuth2' : 'accessToken';

/** The id a locator parameter names (a link's id found with its mode's pattern). */
function locator(ctx: WebhookSetupContext, name: string): string {
  const value = ctx.getNodeParameter(name, '') as unknown;
  const mode = (value as { mode?: string } | null)?.mode ?? '';
  return String(extractLocatorId(value, locatorExtractValue(githubTriggerProperties, name, mode), name) ?? '');
}

const hooksOf = (ctx: WebhookSetupContext) => `/repos/${locator(ctx, 'owner')}/${locator(ctx, 'repository')}/hooks`;
const httpCode = (error: unknown) => (error as { httpCode?: unknown })?.httpCode;
const request = (
  ctx: WebhookSetupContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  endpoint: string,
  body?: Record<string, unknown>,
) => githubRequest(ctx, auth(ctx), { method, endpoint, body });

/** GitHub's reason for refusing, and what to do about it. */
function refusal(error: unknown): string {
  const reason = (error as { description?: unknown })?.description;
  const advice =
    'If the repository already has a webhook for this URL, delete it on GitHub and activate the workflow again.';
  return reason ? `GitHub said: ${String(reason)}. ${advice}` : advice;
}

function forget(data: HookData): void {
  delete data.webhookId;
  delete data.webhookEvents;
  delete data.webhookSecret;
}

const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const data = ctx.getWorkflowStaticData('node') as HookData;
      if (data.webhookId === undefined || !data.webhookSecret) return false;
      try {
        await request(ctx, 'GET', `${hooksOf(ctx)}/${String(data.webhookId)}`);
      } catch (error) {
        if (httpCode(error) === '404') {
          forget(data);
          return false;
        }
        throw error;
      }
      return true;
    },
    async create(ctx) {
      const url = ctx.getNodeWebhookUrl('default') ?? '';
      if (url.includes('//localhost')) {
        throw new NodeOperationError(
          ctx.getNode(),
          'The Webhook can not work on "localhost". Please set up n8n on a custom domain or use a tunneling service.',
          {
            description:
              'GitHub must reach the webhook URL: give the instance a public address (WEBHOOK_URL) or use a tunnel.',
          },
        );
      }
      const endpoint = hooksOf(ctx);
      const events = ctx.getNodeParameter('events', []) as unknown;
      const options = (ctx.getNodeParameter('options', {}) ?? {}) as { insecureSSL?: boolean };
      const secret = randomBytes(32).toString('hex');
      const config = { url, content_type: 'json', insecure_ssl: options.insecureSSL ? '1' : '0', secret };
      const data = ctx.getWorkflowStaticData('node') as HookData;
      let answer: Record<string, unknown>;
      try {
        answer = (await request(ctx, 'POST', endpoint, { name: 'web', config, events, active: true })) as Record<
          string,
          unknown
        >;
      } catch (error) {
        if (httpCode(error) === '422') {
          // Only a hook this node registered (its id kept, the same URL) is taken over with the new secret.
          if (data.webhookId === undefined)
            throw new NodeOperationError(ctx.getNode(), CANNOT_CREATE, { description: refusal(error) });
          let existing: Record<string, unknown>;
          try {
            existing = (await request(ctx, 'GET', `${endpoint}/${String(data.webhookId)}`)) as Record<string, unknown>;
          } catch (lookup) {
            if (httpCode(lookup) === '404')
              throw new NodeOperationError(ctx.getNode(), CANNOT_CREATE, { description: refusal(error) });
            throw lookup;
          }
          if ((existing.config as { url?: unknown } | undefined)?.url !== url)
            throw new NodeOperationError(ctx.getNode(), CANNOT_CREATE, { description: refusal(error) });
          let patched: Record<string, unknown> | undefined;
          try {
            patched = (await request(ctx, 'PATCH', `${endpoint}/${String(existing.id)}`, {
              config,
              events,
              active: true,
            })) as Record<string, unknown>;
          } catch (patchError) {
            if (patchError instanceof NodeApiError) {
              patchError.message =
                'The Github webhook for this URL already exists but could not be updated with a signing secret';
              patchError.description = [
                patchError.description,
                "Check that the credential may manage the repository's webhooks, or delete the webhook on GitHub and activate the workflow again.",
              ]
                .filter(Boolean)
                .join(' ');
            }
            throw patchError;
          }
          if (patched?.active !== true) {
            throw new NodeApiError(ctx.getNode(), {
              message: 'Github did not apply the update to the existing webhook',
              description:
                'The webhook exists but could not be enabled with a signing secret. Delete it on GitHub and activate the workflow again.',
            });
          }
          data.webhookId = String(existing.id);
          data.webhookEvents = existing.events;
          data.webhookSecret = secret;
          return true;
        }
        if (httpCode(error) === '404') {
          throw new NodeOperationError(
            ctx.getNode(),
            'Check that the repository exists and that you have permission to create the webhooks this node requires',
          );
        }
        throw error;
      }
      if (answer?.id === undefined || answer.active !== true) {
        throw new NodeApiError(ctx.getNode(), {
          message: 'Github webhook creation response did not contain the expected data.',
          description: JSON.stringify(answer),
        });
      }
      data.webhookId = answer.id as number;
      data.webhookEvents = answer.events;
      data.webhookSecret = secret;
      return true;
    },
    async delete(ctx) {
      const data = ctx.getWorkflowStaticData('node') as HookData;
      if (data.webhookId === undefined) return true;
      try {
        await request(ctx, 'DELETE', `${hooksOf(ctx)}/${String(data.webhookId)}`, {});
      } catch {
        return false;
      }
      forget(data);
      return true;
    },
  },
};

/** Whether a delivery carries the HMAC-SHA256 of its raw body with the kept secret. */
function signed(ctx: WebhookRequestContext): boolean {
  const secret = (ctx.getWorkflowStaticData('node') as HookData).webhookSecret;
  if (!secret) return false;
  const header = ctx.getHeaderData()['x-hub-signature-256'];
  const signature = String((Array.isArray(header) ? header[0] : header) ?? '');
  if (!signature.startsWith('sha256=')) return false;
  const raw = ctx.getRawBody?.();
  if (!raw) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(raw).digest('hex'), 'utf8');
  const given = Buffer.from(signature.slice(7), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Turns a delivery into the run's item, or answers the ping (see the module comment). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  if (!signed(ctx))
    return {
      response: { statusCode: 401, headers: { 'content-type': 'text/html; charset=utf-8' }, body: 'Unauthorized' },
    };
  const body = ctx.getBodyData();
  if (body.hook_id !== undefined && body.action === undefined)
    return { response: { statusCode: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: 'OK' } };
  return {
    workflowData: [ctx.helpers.returnJsonArray([{ body, headers: ctx.getHeaderData(), query: ctx.getQueryData() }])],
  };
}

/** A run from this node passes on the delivery it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** GitHub Trigger 1. */
export const githubTriggerNode: NodeType[] = [
  {
    description: githubTriggerDescription,
    webhookMethods,
    webhook,
    execute,
    methods: {
      listSearch: {
        getUsers: githubMethods.listSearch!.getUsers!,
        getRepositories: githubMethods.listSearch!.getRepositories!,
      },
    },
  },
];
