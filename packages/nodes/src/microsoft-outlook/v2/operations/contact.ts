/** Outlook 2's contact operations: create, delete, get, get many, update. */
import { prepareContactFields } from '../../messages.js';
import { listOf, locatorId, SUCCESS, type OutlookArgs, type OutlookOperations } from './types.js';

const SIMPLE_CONTACT_SELECT = 'id,displayName,emailAddresses,businessPhones,mobilePhone';

function contactSelect(args: OutlookArgs): Record<string, unknown> {
  const output = args.ctx.getNodeParameter('output', args.itemIndex, 'simple');
  if (output === 'fields')
    return { $select: ((args.ctx.getNodeParameter('fields', args.itemIndex, []) as string[]) ?? []).join(',') };
  return output === 'simple' ? { $select: SIMPLE_CONTACT_SELECT } : {};
}

export const contactOperations: OutlookOperations = {
  async create(args) {
    const { ctx, client, itemIndex } = args;
    const fields = (ctx.getNodeParameter('additionalFields', itemIndex, {}) ?? {}) as Record<string, unknown>;
    const body: Record<string, unknown> = {
      givenName: ctx.getNodeParameter('givenName', itemIndex, ''),
      ...prepareContactFields(fields),
    };
    const surname = ctx.getNodeParameter('surname', itemIndex, '');
    if (surname) body.surname = surname;
    return client.request('POST', '/contacts', { body, itemIndex });
  },

  async delete(args) {
    await args.client.request('DELETE', `/contacts/${locatorId(args.ctx, 'contactId', args.itemIndex)}`, {
      itemIndex: args.itemIndex,
    });
    return SUCCESS;
  },

  async get(args) {
    return args.client.request('GET', `/contacts/${locatorId(args.ctx, 'contactId', args.itemIndex)}`, {
      qs: contactSelect(args),
      itemIndex: args.itemIndex,
    });
  },

  async getAll(args) {
    const filters = (args.ctx.getNodeParameter('filters', args.itemIndex, {}) ?? {}) as Record<string, unknown>;
    const parts: string[] = [];
    if (filters.emailAddress) {
      parts.push(
        String(filters.emailAddress)
          .split(',')
          .map((e) => `emailAddresses/any(a:a/address eq '${e.trim()}')`)
          .join(' and '),
      );
    }
    if (filters.custom) parts.push(String(filters.custom));
    return listOf(args, '/contacts', {
      ...contactSelect(args),
      ...(parts.length ? { $filter: parts.join(' and ') } : {}),
    });
  },

  async update(args) {
    const { ctx, client, itemIndex } = args;
    const fields = (ctx.getNodeParameter('additionalFields', itemIndex, {}) ?? {}) as Record<string, unknown>;
    return client.request('PATCH', `/contacts/${locatorId(ctx, 'contactId', itemIndex)}`, {
      body: prepareContactFields(fields),
      itemIndex,
    });
  },
};
