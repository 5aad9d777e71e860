/**
 * Clearbit 1: person and company enrichment through Clearbit's streaming APIs, and company name
 * autocomplete, answered as n8n's node answers them (the record, or one item per suggestion). As
 * in n8n's node, the resource and operation are read from the first item and one query object is
 * shared by every item (what an earlier item set stays unless a later one sets it again). With
 * Continue On Fail an item that fails gives an empty item carrying the error, as n8n 1.123 does.
 */
import type { ExecuteContext, Item, NodeOutput } from '@weft/workflow';
import { clearbitRequest } from './api.js';

type Json = Record<string, any>;

const PERSON_FIELDS: Array<[string, string]> = [
  ['givenName', 'given_name'],
  ['familyName', 'family_name'],
  ['ipAddress', 'ip_address'],
  ['location', 'location'],
  ['company', 'company'],
  ['companyDomain', 'company_domain'],
  ['linkedIn', 'linkedin'],
  ['twitter', 'twitter'],
  ['facebook', 'facebook'],
];
const COMPANY_FIELDS: Array<[string, string]> = [
  ['companyName', 'company_name'],
  ['linkedin', 'linkedin'],
  ['twitter', 'twitter'],
  ['facebook', 'facebook'],
];

/** Runs Clearbit 1 over the input items. */
export async function executeClearbit(ctx: ExecuteContext): Promise<NodeOutput> {
  const items = ctx.getInputData();
  const out: Item[] = [];
  const qs: Json = {};
  const resource = ctx.getNodeParameter('resource', 0);
  const operation = ctx.getNodeParameter('operation', 0);
  let answer: unknown;
  for (let i = 0; i < items.length; i++) {
    try {
      if (resource === 'person' && operation === 'enrich') {
        qs.email = ctx.getNodeParameter('email', i);
        const fields = (ctx.getNodeParameter('additionalFields', i) ?? {}) as Json;
        for (const [ours, theirs] of PERSON_FIELDS) if (fields[ours]) qs[theirs] = fields[ours];
        answer = await clearbitRequest(ctx, 'person-stream', '/v2/people/find', qs, i);
      }
      if (resource === 'company' && operation === 'enrich') {
        qs.domain = ctx.getNodeParameter('domain', i);
        const fields = (ctx.getNodeParameter('additionalFields', i) ?? {}) as Json;
        for (const [ours, theirs] of COMPANY_FIELDS) if (fields[ours]) qs[theirs] = fields[ours];
        answer = await clearbitRequest(ctx, 'company-stream', '/v2/companies/find', qs, i);
      }
      if (resource === 'company' && operation === 'autocomplete') {
        qs.query = ctx.getNodeParameter('name', i);
        answer = await clearbitRequest(ctx, 'autocomplete', '/v1/companies/suggest', qs, i);
      }
      out.push(
        ...ctx.helpers.constructExecutionMetaData(ctx.helpers.returnJsonArray(answer ?? {}), { itemData: { item: i } }),
      );
    } catch (error) {
      if (!ctx.continueOnFail()) throw error;
      // n8n 1.123 keeps the message beside an empty item here, not in it.
      out.push({ json: {}, error: (error as Error).message });
    }
  }
  return [out];
}
