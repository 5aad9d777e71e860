/**
 * Building Discord message bodies as n8n's Discord 2 does: options (flags as a bit field, a reply's
 * `message_reference`), embeds from fields or JSON (author, image, thumbnail and video wrapped as
 * Discord wants them, colour from `#rrggbb`), files from the item's binary data as a multipart body
 * (`payload_json` with `attachments`, then `files[n]`), and the send-and-wait message (an embed and
 * a row of link buttons).
 */
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { SEND_AND_WAIT_ATTRIBUTION, sendAndWaitMessage } from '../shared/send-and-wait/index.js';
import { withLinkButtonDefaults } from './send-and-wait.js';

type Body = Record<string, unknown>;

/** Discord's message flag bits for the two flags the node offers. */
const FLAG_BITS: Record<string, number> = { SUPPRESS_EMBEDS: 1 << 2, SUPPRESS_NOTIFICATIONS: 1 << 12 };

/** The `options` collection as Discord fields: `flags` as a number, `message_reference` as an object in `guildId`. */
export function prepareOptions(options: Body, guildId?: string): Body {
  const out = { ...options };
  if (Array.isArray(out.flags)) {
    const bits = (out.flags as string[]).reduce((sum, flag) => sum | (FLAG_BITS[flag] ?? 0), 0);
    if (bits) out.flags = bits;
    else delete out.flags;
  }
  if (out.message_reference) out.message_reference = { message_id: out.message_reference, guild_id: guildId };
  return out;
}

/** Embeds of the `embeds.values` list: JSON ones parsed, field ones without empty values and shaped for Discord; empty ones dropped. */
export function prepareEmbeds(ctx: ExecuteContext, embeds: Body[], itemIndex: number): Body[] {
  return embeds
    .map((embed) => {
      let out: Body = {};
      if (embed.inputMethod === 'json') {
        if (embed.json && typeof embed.json === 'object') out = { ...(embed.json as Body) };
        else {
          try {
            const parsed = JSON.parse(String(embed.json ?? '')) as unknown;
            if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
            out = parsed as Body;
          } catch {
            throw new NodeOperationError(ctx.getNode(), 'An embed’s JSON is not a valid JSON object', {
              itemIndex,
              description: 'Give the embed as one JSON object, e.g. {"title": "Hello"}.',
            });
          }
        }
      } else {
        for (const [key, value] of Object.entries(embed)) if (key !== 'inputMethod' && value !== '') out[key] = value;
      }
      if (typeof out.author === 'string') out.author = { name: out.author };
      if (typeof out.color === 'string') out.color = Number.parseInt(out.color.replace('#', ''), 16);
      if (typeof out.video === 'string') out.video = { url: out.video, width: 1270, height: 720 };
      if (typeof out.thumbnail === 'string') out.thumbnail = { url: out.thumbnail };
      if (typeof out.image === 'string') out.image = { url: out.image };
      return out;
    })
    .filter((embed) => Object.keys(embed).length > 0);
}

/** A file name Discord can type: the binary's name, with an extension from the binary data when it has none. */
function fileNameOf(fileName: string | undefined, extension: string | undefined, mimeType: string | undefined): string {
  const name = fileName || 'file';
  if (name.includes('.')) return name;
  const ext = extension || (mimeType ? mimeType.split('/')[1]?.split(/[+;]/)[0] : undefined);
  return ext ? `${name}.${ext}` : name;
}

/** The multipart body of a message with files: `payload_json` (the message and its `attachments`) and `files[n]`. */
export async function multipartMessage(
  ctx: ExecuteContext,
  files: Array<{ inputFieldName?: string }>,
  payload: Body,
  itemIndex: number,
): Promise<FormData> {
  const item = ctx.getInputData()[itemIndex];
  const attachments: Body[] = [];
  const parts: Array<{ bytes: Uint8Array; name: string; mime: string }> = [];
  for (const [index, file] of files.entries()) {
    const field = String(file.inputFieldName ?? 'data');
    const binary = item?.binary?.[field];
    if (!binary) {
      throw new NodeOperationError(
        ctx.getNode(),
        `Input item [${itemIndex}] does not contain binary data on property ${field}`,
        { itemIndex, description: 'Set "Input Data Field Name" to the binary field that holds the file.' },
      );
    }
    const name = fileNameOf(binary.fileName, binary.fileExtension, binary.mimeType);
    attachments.push({ id: index, filename: name });
    parts.push({
      bytes: await ctx.helpers.getBinaryDataBuffer(itemIndex, field),
      name,
      mime: binary.mimeType || 'application/octet-stream',
    });
  }
  const form = new FormData();
  form.append('payload_json', new Blob([JSON.stringify({ ...payload, attachments })], { type: 'application/json' }));
  for (const [index, part] of parts.entries())
    form.append(`files[${index}]`, new Blob([new Uint8Array(part.bytes)], { type: part.mime }), part.name);
  return form;
}

/** The send-and-wait message: the text in an embed (with the attribution line unless turned off) and one link button per answer. */
export function sendAndWaitBody(ctx: ExecuteContext): Body {
  const m = sendAndWaitMessage(withLinkButtonDefaults(ctx));
  const description = m.appendAttribution ? `${m.message}\n\n_${SEND_AND_WAIT_ATTRIBUTION}_` : m.message;
  return {
    embeds: [{ description, color: 5814783 }],
    components: [{ type: 1, components: m.buttons.map((b) => ({ type: 2, style: 5, label: b.label, url: b.url })) }],
  };
}
