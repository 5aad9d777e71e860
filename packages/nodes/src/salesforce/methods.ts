/**
 * The Salesforce node's editor look-ups, as n8n's node reads them: records by SOQL (lead statuses,
 * users, queues, accounts, campaigns, record types), picklist values and field lists from an
 * object's `describe`, custom objects from the org's object list; each list sorted by name.
 */
import type { NodeMethodContext, NodeMethods, NodePropertyOption } from '@weft/workflow';
import { salesforceRequest, salesforceRequestAll, type SalesforceAuth } from './api.js';

type Json = Record<string, any>;
type Method = (ctx: NodeMethodContext) => Promise<NodePropertyOption[]>;

const authOf = (ctx: NodeMethodContext): SalesforceAuth =>
  ctx.getNodeParameter('authentication', 'oAuth2') === 'jwt' ? 'jwt' : 'oAuth2';
const query = (ctx: NodeMethodContext, q: string) =>
  salesforceRequestAll(ctx, authOf(ctx), 'records', { method: 'GET', endpoint: '/query', qs: { q } }) as Promise<
    Json[]
  >;
const describe = async (ctx: NodeMethodContext, sobject: string) =>
  ((
    (await salesforceRequest(ctx, authOf(ctx), { method: 'GET', endpoint: `/sobjects/${sobject}/describe` })) as
      Json | undefined
  )?.fields as Json[]) ?? [];
const sorted = (options: NodePropertyOption[]) =>
  options.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** The values of one picklist field of an object. */
const picklist =
  (sobject: string, field: string): Method =>
  async (ctx) =>
    sorted(
      (await describe(ctx, sobject))
        .filter((f) => f.name === field)
        .flatMap((f) => (f.picklistValues ?? []) as Json[])
        .map((v) => ({ name: v.label, value: v.value })),
    );

/** Every field of an object, by label. */
const fieldsOf =
  (sobject: string): Method =>
  async (ctx) =>
    sorted((await describe(ctx, sobject)).map((f) => ({ name: f.label, value: f.name })));

/** The users, after the object's queues when it has some (then prefixed "User: "). */
const ownersOf =
  (sobject: string): Method =>
  async (ctx) => {
    const queues = await query(
      ctx,
      `SELECT Queue.Id, Queue.Name FROM QueuesObject where Queue.Type='Queue' and SobjectType = '${sobject}'`,
    );
    const out: NodePropertyOption[] = queues.map((q) => ({ name: `Queue: ${q.Queue?.Name}`, value: q.Queue?.Id }));
    const prefix = out.length > 0 ? 'User: ' : '';
    for (const user of await query(ctx, 'SELECT id, Name FROM User'))
      out.push({ name: prefix + user.Name, value: user.Id });
    return sorted(out);
  };

const recordsByName =
  (q: string): Method =>
  async (ctx) =>
    sorted((await query(ctx, q)).map((r) => ({ name: r.Name, value: r.Id })));

/** The object the parameters are about (a custom object's name for custom objects). */
function objectOf(ctx: NodeMethodContext, current: boolean): string {
  const resource = String(current ? ctx.getCurrentNodeParameter('resource') : ctx.getNodeParameter('resource'));
  return resource === 'customObject'
    ? String(current ? ctx.getCurrentNodeParameter('customObject') : ctx.getNodeParameter('customObject'))
    : resource;
}

const loadOptions: Record<string, Method> = {
  async getLeadStatuses(ctx) {
    return sorted(
      (await query(ctx, 'SELECT id, MasterLabel FROM LeadStatus')).map((s) => ({
        name: s.MasterLabel,
        value: s.MasterLabel,
      })),
    );
  },
  getUsers: recordsByName('SELECT id, Name FROM User'),
  getCaseOwners: ownersOf('Case'),
  getLeadOwners: ownersOf('Lead'),
  getLeadSources: picklist('lead', 'LeadSource'),
  async getCustomFields(ctx) {
    return sorted(
      (await describe(ctx, String(ctx.getNodeParameter('resource'))))
        .filter((f) => f.custom === true)
        .map((f) => ({ name: f.label, value: f.name })),
    );
  },
  async getRecordTypes(ctx) {
    const sobject = objectOf(ctx, false);
    const types = await query(
      ctx,
      `SELECT Id, Name, SobjectType, IsActive FROM RecordType WHERE SobjectType = '${sobject}'`,
    );
    return sorted(types.filter((t) => t.IsActive === true).map((t) => ({ name: t.Name, value: t.Id })));
  },
  async getExternalIdFields(ctx) {
    const fields = await describe(ctx, objectOf(ctx, true));
    return sorted(
      fields.filter((f) => f.externalId === true || f.idLookup === true).map((f) => ({ name: f.label, value: f.name })),
    );
  },
  getAccounts: recordsByName('SELECT id, Name FROM Account'),
  getCampaigns: recordsByName('SELECT id, Name FROM Campaign'),
  getStages: picklist('opportunity', 'StageName'),
  getAccountTypes: picklist('account', 'Type'),
  getAccountSources: picklist('account', 'AccountSource'),
  getCaseTypes: picklist('case', 'Type'),
  getCaseStatuses: picklist('case', 'Status'),
  getCaseReasons: picklist('case', 'Reason'),
  getCaseOrigins: picklist('case', 'Origin'),
  getCasePriorities: picklist('case', 'Priority'),
  getTaskStatuses: picklist('task', 'Status'),
  getTaskTypes: picklist('task', 'TaskSubtype'),
  getTaskSubjects: picklist('task', 'Subject'),
  getTaskCallTypes: picklist('task', 'CallType'),
  getTaskPriorities: picklist('task', 'Priority'),
  getTaskRecurrenceTypes: picklist('task', 'RecurrenceType'),
  getTaskRecurrenceInstances: picklist('task', 'RecurrenceInstance'),
  async getCustomObjects(ctx) {
    const answer = (await salesforceRequest(ctx, authOf(ctx), { method: 'GET', endpoint: '/sobjects' })) as
      Json | undefined;
    return sorted(
      ((answer?.sobjects ?? []) as Json[])
        .filter((o) => o.custom === true)
        .map((o) => ({ name: o.label, value: o.name })),
    );
  },
  async getCustomObjectFields(ctx) {
    return fieldsOf(String(ctx.getCurrentNodeParameter('customObject')))(ctx);
  },
  getAccountFields: fieldsOf('account'),
  getAtachmentFields: fieldsOf('attachment'),
  getCaseFields: fieldsOf('case'),
  getLeadFields: fieldsOf('lead'),
  getOpportunityFields: fieldsOf('opportunity'),
  getTaskFields: fieldsOf('task'),
  getUserFields: fieldsOf('user'),
  getContactFields: fieldsOf('contact'),
};

/** The Salesforce node's `loadOptions` methods. */
export const salesforceMethods: NodeMethods = { loadOptions };
