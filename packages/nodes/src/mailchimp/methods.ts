/**
 * The Mailchimp node's editor look-ups, as n8n's node reads them: the account's audiences (every
 * page), an audience's merge fields and interest categories, its campaigns, and the campaign
 * fields Get Many can ask for.
 */
import type { NodeMethodContext, NodeMethods } from '@weft/workflow';
import { mailchimpRequest, mailchimpRequestAll } from './api.js';

type Json = Record<string, any>;

/** The campaign fields Get Many offers (`*` asks for all of them). */
export const CAMPAIGN_FIELDS: readonly string[] = [
  '*',
  'campaigns.id',
  'campaigns.web_id',
  'campaigns.type',
  'campaigns.create_time',
  'campaigns.archive_url',
  'campaigns.long_archive_url',
  'campaigns.status',
  'campaigns.emails_sent',
  'campaigns.send_time',
  'campaigns.content_type',
  'campaigns.needs_block_refresh',
  'campaigns.resendable',
  'campaigns.recipients',
  'campaigns.recipients.list_id',
  'campaigns.recipients.list_is_active',
  'campaigns.recipients.list_name',
  'campaigns.recipients.segment_text',
  'campaigns.recipients.recipient_count',
  'campaigns.settings',
  'campaigns.settings.subject_line',
  'campaigns.settings.preview_text',
  'campaigns.settings.title',
  'campaigns.settings.from_name',
  'campaigns.settings.reply_to',
  'campaigns.settings.use_conversation',
  'campaigns.settings.to_name',
  'campaigns.settings.folder_id',
  'campaigns.settings.authenticate',
  'campaigns.settings.auto_footer',
  'campaigns.settings.inline_css',
  'campaigns.settings.auto_tweet',
  'campaigns.settings.fb_comments',
  'campaigns.settings.timewarp',
  'campaigns.settings.template_id',
  'campaigns.settings.drag_and_drop',
  'campaigns.tracking',
  'campaigns.tracking.opens',
  'campaigns.tracking.html_clicks',
  'campaigns.tracking.text_clicks',
  'campaigns.tracking.goal_tracking',
  'campaigns.tracking.ecomm360',
  'campaigns.tracking.google_analytics',
  'campaigns.tracking.clicktale',
  'campaigns.report_summary',
  'campaigns.report_summary.opens',
  'campaigns.report_summary.unique_opens',
  'campaigns.report_summary.open_rate',
  'campaigns.report_summary.clicks',
  'campaigns.report_summary.subscriber_clicks',
  'campaigns.report_summary.click_rate',
  'campaigns.report_summary.click_rate.ecommerce',
  'campaigns.report_summary.click_rate.ecommerce.total_orders',
  'campaigns.report_summary.click_rate.ecommerce.total_spent',
  'campaigns.report_summary.click_rate.ecommerce.total_revenue',
  'campaigns.report_summary.delivery_status.enabled',
  'campaigns._links',
];

const auth = (ctx: NodeMethodContext) => String(ctx.getNodeParameter('authentication', 'apiKey'));
const listOf = (ctx: NodeMethodContext) => String(ctx.getCurrentNodeParameter('list') ?? '');

/** The Mailchimp nodes' `loadOptions` methods. */
export const mailchimpMethods: NodeMethods = {
  loadOptions: {
    async getLists(ctx) {
      const lists = await mailchimpRequestAll(
        ctx,
        { authentication: auth(ctx), method: 'GET', endpoint: '/lists', qs: {} },
        'lists',
      );
      return lists.map((l) => ({ name: String(l.name), value: l.id }));
    },
    async getMergeFields(ctx) {
      const answer = (await mailchimpRequest(ctx, {
        authentication: auth(ctx),
        method: 'GET',
        endpoint: `/lists/${listOf(ctx)}/merge-fields`,
      })) as Json | undefined;
      return ((answer?.merge_fields ?? []) as Json[]).map((f) => ({ name: String(f.name), value: f.tag }));
    },
    async getGroupCategories(ctx) {
      const answer = (await mailchimpRequest(ctx, {
        authentication: auth(ctx),
        method: 'GET',
        endpoint: `/lists/${listOf(ctx)}/interest-categories`,
      })) as Json | undefined;
      return ((answer?.categories ?? []) as Json[]).map((c) => ({ name: String(c.title), value: c.id }));
    },
    async getCampaigns(ctx) {
      const campaigns = await mailchimpRequestAll(
        ctx,
        { authentication: auth(ctx), method: 'GET', endpoint: '/campaigns', qs: {} },
        'campaigns',
      );
      return campaigns.map((c) => ({ name: String(c.settings?.title ?? ''), value: c.id }));
    },
    async getCampaignsFields() {
      return CAMPAIGN_FIELDS.map((field) => ({ name: field, value: field }));
    },
  },
};
