/**
 * Writes the WhatsApp Business Cloud cases recorded from n8n against the Graph fake
 * (families/whatsapp.mjs) under src/whats-app/conformance-fake/<case>/{workflow.json,seed.json}, and
 * their credentials.json: text, location, contacts, media by link, by WhatsApp id and from n8n binary
 * data, templates, media upload / URL / delete, and errors with and without continue-on-fail, at
 * 1 and 1.1. Run it, then `record.sh whatsapp src/whats-app/conformance-fake`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../../src/whats-app/conformance-fake/', import.meta.url);
const CREDENTIAL = { id: 'wHaTsApP00000001', name: 'WhatsApp account', type: 'whatsAppApi' };
const seed = { whatsapp: { media: [{ id: '900100', name: 'menu.pdf', type: 'application/pdf', size: 2048 }, { id: '900200', name: 'logo.png', type: 'image/png', size: 512 }] } };

/** A workflow: the manual trigger, optionally a Code node giving `items`, then the steps in a chain. */
function workflow(steps, items) {
  const nodes = [{ parameters: {}, id: 'trigger', name: 'When clicking ‘Execute workflow’', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] }];
  if (items) nodes.push({ parameters: { jsCode: `return ${JSON.stringify(items)};` }, id: 'items', name: 'Items', type: 'n8n-nodes-base.code', typeVersion: 2, position: [220, 0] });
  for (const [i, { name, typeVersion, parameters, onError }] of steps.entries()) {
    nodes.push({
      parameters, id: `step-${i + 1}`, name, type: 'n8n-nodes-base.whatsApp', typeVersion, position: [440 + 220 * i, 0],
      webhookId: `0000000${i + 1}-aaaa-4bbb-8ccc-000000000000`,
      credentials: { whatsAppApi: { id: CREDENTIAL.id, name: CREDENTIAL.name } },
      ...(onError ? { onError } : {}),
    });
  }
  const connections = {};
  for (let i = 0; i + 1 < nodes.length; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  return { nodes, connections, settings: { executionOrder: 'v1' } };
}

const json = (list) => list.map((j) => ({ json: j }));
const send = (extra) => ({ operation: 'send', phoneNumberId: '1100', ...extra });

const cases = {
  'send-text-1.1': workflow(
    [{ name: 'Reply', typeVersion: 1.1, parameters: send({ recipientPhoneNumber: '={{ $json.phone }}', textBody: '=Hi {{ $json.name }}, your order {{ $json.order }} shipped: https://example.com/t/{{ $json.order }}', additionalFields: { previewUrl: true } }) }],
    json([{ name: 'Ada', phone: '+44 (20) 7946-0000', order: 'A-17' }, { name: 'Grace', phone: '+1-555-010-0042', order: 'B-3' }]),
  ),
  'send-location-and-contact-1.1': workflow([
    { name: 'Location', typeVersion: 1.1, parameters: send({ recipientPhoneNumber: '15550100042', messageType: 'location', longitude: -0.1276, latitude: 51.5072, additionalFields: { nameAndAddress: { name: 'Office', address: '1 Main St, London' } } }) },
    {
      name: 'Contact', typeVersion: 1.1,
      parameters: send({
        recipientPhoneNumber: '15550100042', messageType: 'contacts',
        name: { data: { formatted_name: 'Ada Lovelace', first_name: 'Ada', last_name: 'Lovelace' } },
        additionalFields: {
          phones: { data: [{ phone: '+44 20 7946 0000', whatsapp_user_id: '442079460000' }, { type: 'WORK', phone: '+44 20 7946 0001' }] },
          emails: { data: [{ type: 'WORK', email: 'ada@example.com' }] },
          organization: { data: { company: 'Analytical Engines', title: 'Engineer' } },
          birthday: '1815-12-10',
        },
      }),
    },
  ]),
  'send-media-1.1': workflow([
    { name: 'Image link', typeVersion: 1.1, parameters: send({ recipientPhoneNumber: '15550100042', messageType: 'image', mediaLink: 'https://example.com/photo.jpg', additionalFields: { mediaCaption: 'Your photo' } }) },
    { name: 'Document id', typeVersion: 1.1, parameters: send({ recipientPhoneNumber: '15550100042', messageType: 'document', mediaPath: 'useMediaId', mediaId: '900100', mediaFilename: 'menu.pdf', additionalFields: { mediaCaption: 'Menu' } }) },
    { name: 'Video link', typeVersion: 1.1, parameters: send({ recipientPhoneNumber: '15550100042', messageType: 'video', mediaLink: 'https://example.com/clip.mp4', additionalFields: {} }) },
  ]),
  'send-binary-1.1': workflow(
    [{ name: 'Send file', typeVersion: 1.1, parameters: send({ recipientPhoneNumber: '15550100042', messageType: 'document', mediaPath: 'useMedian8n', additionalFields: { mediaFilename: 'report.csv', mediaCaption: 'Report' } }) }],
    [{ json: { rows: 2 }, binary: { data: { data: Buffer.from('name,total\nAda,42\n').toString('base64'), mimeType: 'text/csv', fileName: 'report.csv' } } }],
  ),
  'send-template-1.1': workflow(
    [{
      name: 'Template', typeVersion: 1.1,
      parameters: {
        operation: 'sendTemplate', phoneNumberId: '1100', recipientPhoneNumber: '={{ $json.phone }}', template: 'order_update|en_US',
        components: { component: [
          { type: 'header', headerParameters: { parameter: [{ type: 'text', text: 'Order update' }] } },
          { bodyParameters: { parameter: [{ text: '={{ $json.name }}' }, { type: 'currency', code: 'EUR', amount_1000: 12500, fallback_value: '€12.50' }, { type: 'date_time', date_time: '2024-06-01T09:00:00' }] } },
          { type: 'button', sub_type: 'url', index: 0, buttonParameters: { parameter: { type: 'text', text: '={{ $json.order }}' } } },
        ] },
      },
    }],
    json([{ name: 'Ada', phone: '447946000000', order: 'A-17' }]),
  ),
  'media-1.1': workflow(
    [
      { name: 'Upload', typeVersion: 1.1, parameters: { resource: 'media', phoneNumberId: '1100', additionalFields: { mediaFileName: 'note.txt' } } },
      { name: 'Get URL', typeVersion: 1.1, parameters: { resource: 'media', operation: 'mediaUrlGet', mediaGetId: '={{ $json.id }}' } },
      { name: 'Delete', typeVersion: 1.1, parameters: { resource: 'media', operation: 'mediaDelete', mediaDeleteId: '900200' } },
    ],
    [{ json: {}, binary: { data: { data: Buffer.from('hello').toString('base64'), mimeType: 'text/plain', fileName: 'hello.txt' } } }],
  ),
  'error-template-1.1': workflow([{ name: 'Template', typeVersion: 1.1, parameters: { operation: 'sendTemplate', phoneNumberId: '1100', recipientPhoneNumber: '15550100042', template: 'no_such_template|en_US' } }]),
  'error-continue-1.1': workflow(
    [
      { name: 'Bad media', typeVersion: 1.1, onError: 'continueRegularOutput', parameters: send({ recipientPhoneNumber: '15550100042', messageType: 'image', mediaPath: 'useMediaId', mediaId: '={{ $json.media }}', additionalFields: {} }) },
      { name: 'Missing media', typeVersion: 1.1, onError: 'continueRegularOutput', parameters: { resource: 'media', operation: 'mediaUrlGet', mediaGetId: '424242' } },
      { name: 'Empty text', typeVersion: 1.1, onError: 'continueRegularOutput', parameters: send({ recipientPhoneNumber: '15550100042', textBody: '={{ "" }}', additionalFields: {} }) },
    ],
    json([{ media: '900200' }, { media: '123' }]),
  ),
  'template-1': workflow(
    [{ name: 'Template', typeVersion: 1, parameters: { phoneNumberId: '1100', recipientPhoneNumber: '={{ $json.phone }}', template: 'hello_world|en_US' } }],
    json([{ phone: '+1 555 010 0042' }, { phone: '15550100043' }]),
  ),
  'send-1': workflow([
    { name: 'Text', typeVersion: 1, parameters: send({ recipientPhoneNumber: '15550100042', textBody: 'Thanks, we got your photo.', additionalFields: {} }) },
    { name: 'Contact', typeVersion: 1, parameters: send({ recipientPhoneNumber: '15550100042', messageType: 'contacts', name: { data: { formatted_name: 'Grace Hopper' } }, additionalFields: { phones: { data: [{ type: 'wa_id', phone: '15550100099' }] } } }) },
    { name: 'Audio', typeVersion: 1, parameters: send({ recipientPhoneNumber: '15550100042', messageType: 'audio', mediaLink: 'https://example.com/voice.ogg' }) },
  ]),
};

for (const [name, wf] of Object.entries(cases)) {
  const dir = new URL(`${name}/`, out);
  mkdirSync(dir, { recursive: true });
  writeFileSync(new URL('workflow.json', dir), `${JSON.stringify({ name: `WhatsApp ${name}`, ...wf }, null, 1)}\n`);
  writeFileSync(new URL('seed.json', dir), `${JSON.stringify(seed, null, 1)}\n`);
}
writeFileSync(new URL('credentials.json', out), `${JSON.stringify([{ ...CREDENTIAL, data: { accessToken: 'wa-access-token', businessAccountId: '2200' } }], null, 1)}\n`);
