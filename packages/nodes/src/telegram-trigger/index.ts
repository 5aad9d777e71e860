/**
 * Telegram Trigger 1, 1.1 and 1.2. Activating its workflow points the bot's webhook at the node's
 * production URL (`setWebhook` with the chosen update kinds and a secret token made of the workflow
 * and node ids; nothing is sent when `getWebhookInfo` already names that URL); deactivating it calls
 * `deleteWebhook`. Each update Telegram POSTs starts a run with the update as the item, from 1.1
 * only when the `X-Telegram-Bot-Api-Secret-Token` header carries the secret (else 403). With
 * "Download Images/Files" the photo, video or document is fetched into the binary field `data`.
 */
import { timingSafeEqual } from 'node:crypto';
import type {
  ExecuteContext,
  Item,
  NodeOutput,
  NodeType,
  WebhookCallResult,
  WebhookRequestContext,
  WebhookSetupContext,
} from '@weft/workflow';
import { mimeTypeOf } from '../shared/mime-types.js';
import { telegramDownload, telegramRequest } from '../telegram/api.js';
import { telegramTriggerDescription } from './description.js';

/** The secret token Telegram sends back with each update: the workflow and node ids, in the characters Telegram allows. */
export function telegramSecretToken(ctx: Pick<WebhookSetupContext, 'getWorkflow' | 'getNode'>): string {
  return `${ctx.getWorkflow().id ?? ''}_${ctx.getNode().id ?? ''}`.replace(/[^a-zA-Z0-9_-]+/g, '');
}

/** The update kinds to ask Telegram for: none listed (or `*`) means all of the default kinds. */
function allowedUpdates(ctx: { getNodeParameter(name: string, fallback?: unknown): unknown }): string[] {
  const updates = (ctx.getNodeParameter('updates', []) ?? []) as string[];
  return updates.includes('*') ? [] : updates;
}

/** Registers the bot's webhook (see the module comment). */
const webhookMethods: NonNullable<NodeType['webhookMethods']> = {
  default: {
    async checkExists(ctx) {
      const answer = await telegramRequest(ctx, 'getWebhookInfo');
      return (answer.result as { url?: unknown } | undefined)?.url === ctx.getNodeWebhookUrl('default');
    },
    async create(ctx) {
      await telegramRequest(ctx, 'setWebhook', {
        url: ctx.getNodeWebhookUrl('default'),
        allowed_updates: allowedUpdates(ctx),
        secret_token: telegramSecretToken(ctx),
      });
      return true;
    },
    async delete(ctx) {
      try {
        await telegramRequest(ctx, 'deleteWebhook');
      } catch {
        return false;
      }
      return true;
    },
  },
};

const IMAGE_SIZES: Record<string, number> = { small: 0, medium: 1, large: 2, extraLarge: 3 };

interface FileRef {
  file_id?: string;
}

/** The file a message (or channel post) carries: a photo at the chosen size, a video, or a document. */
function attachedFile(update: Record<string, unknown>, imageSize: string): string | undefined {
  const post = (update.channel_post ? update.channel_post : update.message) as
    { photo?: FileRef[]; video?: FileRef; document?: FileRef } | undefined;
  if (!post) return undefined;
  if (Array.isArray(post.photo) && post.photo.length)
    return (post.photo[IMAGE_SIZES[imageSize] ?? 2] ?? post.photo[0])?.file_id;
  if (post.photo) return undefined;
  return post.video?.file_id ?? post.document?.file_id;
}

/** Whether a comma-separated list of ids, when set, names `id`. */
function listed(ids: unknown, id: unknown): boolean {
  if (!ids) return true;
  return String(ids)
    .split(',')
    .map((s) => s.trim())
    .includes(String(id));
}

/** Turns one update Telegram POSTed into the run's item (see the module comment). */
async function webhook(ctx: WebhookRequestContext): Promise<WebhookCallResult> {
  const update = ctx.getBodyData();
  const version = ctx.getNode().typeVersion;
  if (version > 1) {
    const secret = Buffer.from(telegramSecretToken(ctx));
    const header = ctx.getHeaderData()['x-telegram-bot-api-secret-token'];
    const given = Buffer.from(String((Array.isArray(header) ? header[0] : header) ?? ''));
    if (secret.byteLength !== given.byteLength || !timingSafeEqual(secret, given)) {
      return { response: { statusCode: 403, headers: {}, body: { message: 'Provided secret is not valid' } } };
    }
  }
  const kinds = (ctx.getNodeParameter('updates', []) ?? []) as string[];
  if (kinds.length && !kinds.includes('*') && !kinds.some((k) => k in update)) return {};
  const fields = (ctx.getNodeParameter('additionalFields', {}) ?? {}) as {
    download?: boolean;
    imageSize?: string;
    chatIds?: string;
    userIds?: string;
  };
  if (version >= 1.2) {
    const message = update.message as { chat?: { id?: unknown }; from?: { id?: unknown } } | undefined;
    if (!listed(fields.chatIds, message?.chat?.id) || !listed(fields.userIds, message?.from?.id)) return {};
  }
  const item: Item = { json: update };
  const fileId = fields.download ? attachedFile(update, fields.imageSize ?? 'large') : undefined;
  if (fileId) {
    const answer = await telegramRequest(ctx, 'getFile', { file_id: fileId });
    const filePath = String((answer.result as { file_path?: unknown } | undefined)?.file_path ?? '');
    const bytes = await telegramDownload(ctx, filePath);
    const fileName = filePath.split('/').pop() ?? filePath;
    item.binary = { data: await ctx.helpers.prepareBinaryData(bytes, fileName, mimeTypeOf(fileName)) };
  }
  return { workflowData: [[item]] };
}

/** A run from this node passes on the update it was started with. */
async function execute(ctx: ExecuteContext): Promise<NodeOutput> {
  return [ctx.getInputData()];
}

/** Telegram Trigger 1, 1.1 and 1.2 (n8n's `n8n-nodes-base.telegramTrigger`). */
export const telegramTriggerNode: NodeType[] = [
  { description: telegramTriggerDescription, webhookMethods, webhook, execute },
];
