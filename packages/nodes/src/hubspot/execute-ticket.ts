/**
 * HubSpot tickets (crm-objects v1 endpoints): Create (with company and contact associations),
 * Update, Get, Get Many, Delete; and forms (version 1, and 2.x workflows that still name them): Get
 * Fields, Submit (through api.hsforms.com).
 */
import { NodeOperationError } from '@weft/workflow';
import { propertyList, TICKET_FIELDS, timestampOf } from './fields.js';
import { call, callAll, fields, idParam, limit, param, returnAll, type Run } from './run.js';

type Json = Record<string, any>;

/** Associates a ticket with companies (26) and contacts (16). */
async function associate(run: Run, ticketId: unknown, companyIds: unknown, contactIds: unknown): Promise<void> {
  for (const [ids, definitionId] of [
    [companyIds, 26],
    [contactIds, 16],
  ] as const) {
    if (!ids) continue;
    const batch = (ids as unknown[]).map((id) => ({
      fromObjectId: ticketId,
      toObjectId: id,
      category: 'HUBSPOT_DEFINED',
      definitionId,
    }));
    await call(run, { method: 'PUT', endpoint: '/crm-associations/v1/associations/create-batch', body: batch });
  }
}

/** Ticket operations. */
export async function ticket(run: Run, operation: string): Promise<unknown> {
  const { qs, version } = run;
  switch (operation) {
    case 'create': {
      const additional = fields(run, 'additionalFields');
      const body = [
        { name: 'hs_pipeline', value: param(run, 'pipelineId', '') },
        { name: 'hs_pipeline_stage', value: param(run, 'stageId', '') },
        { name: 'subject', value: param(run, 'ticketName', '') },
        ...propertyList(additional, TICKET_FIELDS, 'name'),
      ];
      const answer = await call(run, { method: 'POST', endpoint: '/crm-objects/v1/objects/tickets', body });
      await associate(run, answer?.objectId, additional.associatedCompanyIds, additional.associatedContactIds);
      return answer;
    }
    case 'get': {
      const id = idParam(run, 'ticketId');
      const additional = fields(run, 'additionalFields');
      if (additional.properties) qs.properties = additional.properties;
      if (additional.propertiesWithHistory)
        qs.propertiesWithHistory = String(additional.propertiesWithHistory).split(',');
      if (additional.includeDeleted) qs.includeDeleted = additional.includeDeleted;
      return call(run, { method: 'GET', endpoint: `/crm-objects/v1/objects/tickets/${String(id)}`, qs: { ...qs } });
    }
    case 'getAll': {
      const additional = fields(run, 'additionalFields');
      if (additional.properties) qs.properties = additional.properties;
      if (additional.propertiesWithHistory)
        qs.propertiesWithHistory = String(additional.propertiesWithHistory).split(',');
      const endpoint = '/crm-objects/v1/objects/tickets/paged';
      if (returnAll(run)) return callAll(run, 'objects', { method: 'GET', endpoint, qs });
      qs.limit = limit(run);
      const all = await callAll(run, 'objects', { method: 'GET', endpoint, qs });
      return all.splice(0, qs.limit as number);
    }
    case 'delete': {
      const id = idParam(run, 'ticketId');
      await call(run, { method: 'DELETE', endpoint: `/crm-objects/v1/objects/tickets/${String(id)}` });
      if (version < 2) return { success: true };
      // n8n's node answers what the previous item answered when there is one (it never reads this call's answer).
      return run.last.value === undefined ? { vid: id, deleted: true } : run.last.value;
    }
    case 'update': {
      const update = fields(run, 'updateFields');
      const id = idParam(run, 'ticketId');
      const body: Json[] = propertyList(
        update,
        [['pipelineId', 'hs_pipeline'], ['stageId', 'hs_pipeline_stage'], ['ticketName', 'subject'], ...TICKET_FIELDS],
        'name',
      );
      // n8n's node writes the close date from the *create* date field (a slip kept for the same requests).
      const close = body.find((p) => p.name === 'closed_date');
      if (close) close.value = timestampOf(update.createDate);
      const answer = await call(run, {
        method: 'PUT',
        endpoint: `/crm-objects/v1/objects/tickets/${String(id)}`,
        body,
      });
      await associate(run, answer?.objectId, update.associatedCompanyIds, update.associatedContactIds);
      return answer;
    }
    default:
      return run.last.value;
  }
}

/** Drops empty (`null`, `undefined`, `''`) entries, as n8n's `clean` does. */
function clean(values: Json): Json {
  for (const key of Object.keys(values))
    if (values[key] === null || values[key] === undefined || values[key] === '') delete values[key];
  return values;
}

/** Form operations. */
export async function form(run: Run, operation: string): Promise<unknown> {
  const { ctx, items, i } = run;
  const formId = String(param(run, 'formId', ''));
  if (operation === 'getFields') return call(run, { method: 'GET', endpoint: `/forms/v2/fields/${formId}` });
  if (operation !== 'submit')
    throw new NodeOperationError(ctx.getNode(), `The operation "${operation}" is not known for forms`, {
      itemIndex: i,
    });
  const additional = fields(run, 'additionalFields');
  const context = (fields(run, 'contextUi').contextValue ?? undefined) as Json | undefined;
  const consentUi = fields(run, 'lengalConsentUi');
  const legalConsent = consentUi.lengalConsentValues as Json | undefined;
  const { portalId } = (await call(run, { method: 'GET', endpoint: `/forms/v2/forms/${formId}` })) ?? {};
  const body: Json = { formId, portalId, legalConsentOptions: {}, fields: [] };
  if (additional.submittedAt) body.submittedAt = timestampOf(additional.submittedAt);
  if (additional.skipValidation) body.skipValidation = additional.skipValidation;
  const consent: Json = {};
  if (legalConsent) {
    if (legalConsent.consentToProcess) consent.consentToProcess = legalConsent.consentToProcess;
    if (legalConsent.text) consent.text = legalConsent.text;
    if (legalConsent.communicationsUi) consent.communications = legalConsent.communicationsUi.communicationValues;
  }
  body.legalConsentOptions.consent = consent;
  for (const [name, value] of Object.entries(items[i]!.json)) body.fields.push({ name, value });
  if (context) Object.assign(body, { context: clean(context) });
  return call(run, {
    method: 'POST',
    endpoint: '',
    uri: `https://api.hsforms.com/submissions/v3/integration/submit/${String(portalId)}/${formId}`,
    body,
  });
}
