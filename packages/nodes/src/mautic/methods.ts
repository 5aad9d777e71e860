/**
 * The Mautic nodes' editor look-ups, as n8n's nodes read them (every page, 30 at a time):
 * companies (by name), tags, stages, company and contact fields, the industries of the company
 * industry field, segments, campaigns and emails (all, segment emails, template emails), and the
 * trigger's webhook events.
 */
import type { NodeMethodContext, NodeMethods } from '@weft/workflow';
import { mauticRequest, mauticRequestAll } from './api.js';

type Json = Record<string, any>;

const auth = (ctx: NodeMethodContext) => String(ctx.getNodeParameter('authentication', 'credentials'));
const all = (ctx: NodeMethodContext, property: string, endpoint: string) =>
  mauticRequestAll(ctx, auth(ctx), property, endpoint);
const emailsOfType = async (ctx: NodeMethodContext, type?: string) =>
  (await all(ctx, 'emails', '/emails'))
    .filter((e) => type === undefined || e.emailType === type)
    .map((e) => ({ name: String(e.name), value: e.id }));

/** The Mautic node's `loadOptions` methods. */
export const mauticMethods: NodeMethods = {
  loadOptions: {
    async getCompanies(ctx) {
      return (await all(ctx, 'companies', '/companies')).map((c) => {
        const name = (c.fields as Json).all.companyname;
        return { name, value: name };
      });
    },
    async getTags(ctx) {
      return (await all(ctx, 'tags', '/tags')).map((t) => ({ name: String(t.tag), value: t.tag }));
    },
    async getStages(ctx) {
      return (await all(ctx, 'stages', '/stages')).map((s) => ({ name: String(s.name), value: s.id }));
    },
    async getCompanyFields(ctx) {
      return (await all(ctx, 'fields', '/fields/company')).map((f) => ({ name: String(f.label), value: f.alias }));
    },
    async getIndustries(ctx) {
      const out: Array<{ name: string; value: string }> = [];
      for (const field of await all(ctx, 'fields', '/fields/company'))
        if (field.alias === 'companyindustry')
          for (const { label, value } of (field.properties?.list ?? []) as Json[]) out.push({ name: label, value });
      return out;
    },
    async getContactFields(ctx) {
      return (await all(ctx, 'fields', '/fields/contact')).map((f) => ({ name: String(f.label), value: f.alias }));
    },
    async getSegments(ctx) {
      return (await all(ctx, 'lists', '/segments')).map((s) => ({ name: String(s.name), value: s.id }));
    },
    async getCampaigns(ctx) {
      return (await all(ctx, 'campaigns', '/campaigns')).map((c) => ({ name: String(c.name), value: c.id }));
    },
    getEmails: (ctx) => emailsOfType(ctx),
    getSegmentEmails: (ctx) => emailsOfType(ctx, 'list'),
    getCampaignEmails: (ctx) => emailsOfType(ctx, 'template'),
  },
};

/** The Mautic Trigger's `loadOptions`: the webhook events the instance offers. */
export const mauticTriggerMethods: NodeMethods = {
  loadOptions: {
    async getEvents(ctx) {
      const { triggers } = (await mauticRequest(ctx, auth(ctx), 'GET', '/hooks/triggers')) as {
        triggers: Record<string, { label: string; description?: string }>;
      };
      return Object.entries(triggers).map(([value, t]) => ({
        name: t.label,
        value,
        ...(t.description ? { description: t.description } : {}),
      }));
    },
  },
};
