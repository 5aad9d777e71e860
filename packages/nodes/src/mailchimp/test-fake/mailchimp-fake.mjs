/**
 * A loopback Mailchimp Marketing API 3.0 (https://mailchimp.com/developer/marketing/api/) over
 * in-memory state, for tests and for recording n8n:
 *
 * - audiences: `GET /3.0/lists`; members: `GET|POST /3.0/lists/{id}/members` (`count`, `offset`,
 *   `status`, `email_type`, `since_last_changed`…), `GET|PUT|PATCH /3.0/lists/{id}/members/{hash}`
 *   (the MD5 of the lower-cased address, or the address itself),
 *   `POST …/members/{hash}/actions/delete-permanent`, `POST …/members/{hash}/tags`;
 * - `GET /3.0/lists/{id}/merge-fields`, `GET /3.0/lists/{id}/interest-categories`,
 *   `GET /3.0/lists/{id}/interest-categories/{cid}/interests`;
 * - campaigns: `GET /3.0/campaigns` (`status`, `list_id`, `sort_field`, `sort_dir`),
 *   `GET|DELETE /3.0/campaigns/{id}`, `POST /3.0/campaigns/{id}/actions/{send|replicate|create-resend}`;
 * - webhooks: `GET|POST /3.0/lists/{id}/webhooks`, `GET|DELETE /3.0/lists/{id}/webhooks/{wid}`;
 * - `GET /oauth2/metadata` (the OAuth2 token's data center and API endpoint).
 *
 * Every read honours `fields` and `exclude_fields` (dotted paths; a path through a list applies to
 * each entry). Requests sign in with `Authorization: apikey KEY` (or Basic `any:KEY`) or, for OAuth2,
 * `Bearer TOKEN`; anything else is answered 401. Refusals have Mailchimp's problem shape
 * (`{ type, title, status, detail, instance, errors? }`). Ids are counted and times come from a
 * clock that moves one minute per write, so two fakes given the same calls answer the same.
 * `state.calls` logs each request.
 *
 * `createMailchimpFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

export const API_KEY = 'weftmailchimpkey00000000000000001-us21';
export const OAUTH_TOKEN = 'weft-mailchimp-oauth-token-0001';
export const DATA_CENTER = 'us21';

const STATUSES = ['subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional'];
const ERRORS_DOC = 'https://mailchimp.com/developer/marketing/docs/errors/';

class Refusal extends Error {
  constructor(status, title, detail, errors) {
    super(detail);
    this.status = status;
    this.title = title;
    this.errors = errors;
  }
}
const notFound = () => new Refusal(404, 'Resource Not Found', 'The requested resource could not be found.');
const invalid = (field, message) =>
  new Refusal(
    400,
    'Invalid Resource',
    "The resource submitted could not be validated. For field-specific details, see the 'errors' array.",
    [{ field, message }],
  );
const clone = (v) => JSON.parse(JSON.stringify(v));
const md5 = (text) => createHash('md5').update(String(text).toLowerCase()).digest('hex');

/** `fields`/`exclude_fields` as a tree of path parts. */
function pathTree(list) {
  const tree = {};
  for (const path of String(list)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let node = tree;
    const parts = path.split('.');
    parts.forEach((part, n) => {
      if (node === true) return;
      if (n === parts.length - 1) node[part] = true;
      else node = node[part] === true ? true : (node[part] ??= {});
    });
  }
  return tree;
}
function pick(value, tree) {
  if (tree === true) return value;
  if (Array.isArray(value)) return value.map((entry) => pick(entry, tree));
  if (!value || typeof value !== 'object') return value;
  const out = {};
  for (const key of Object.keys(value)) if (key in tree) out[key] = pick(value[key], tree[key]);
  return out;
}
function omit(value, tree) {
  if (Array.isArray(value)) return value.map((entry) => omit(entry, tree));
  if (!value || typeof value !== 'object') return value;
  const out = {};
  for (const key of Object.keys(value)) {
    if (tree[key] === true) continue;
    out[key] = key in tree ? omit(value[key], tree[key]) : value[key];
  }
  return out;
}

/**
 * Seed: `{ now?, lists?: [{ name, mergeFields?: [{ tag, name, type? }], categories?: [{ title,
 * interests: [name] }], members?: [{ email, status?, merge_fields?, tags?: [name] }] }],
 * campaigns?: [{ title, list?, subject_line?, from_name?, reply_to?, status? }] }`.
 */
export function createMailchimpFake(seed = {}) {
  let counter = 0;
  const hex = (width) => (++counter).toString(16).padStart(width, '0');
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    lists: [],
    campaigns: [],
    webhooks: [],
    calls: [],
  };
  const stamp = () => new Date(state.clock).toISOString().replace(/\.\d{3}Z$/, '+00:00');
  const tick = () => {
    state.clock += 60_000;
    return stamp();
  };

  const findList = (id) => {
    const list = state.lists.find((l) => l.id === id);
    if (!list) throw notFound();
    return list;
  };
  const findMember = (list, key) => {
    const member = list.members.find((m) => m.id === key || m.id === md5(key));
    if (!member) throw notFound();
    return member;
  };
  const findCampaign = (id) => {
    const campaign = state.campaigns.find((c) => c.id === id);
    if (!campaign) throw notFound();
    return campaign;
  };
  const interestIds = (list) => list.categories.flatMap((c) => c.interests.map((i) => i.id));

  function listView(l) {
    const subscribed = l.members.filter((m) => m.status === 'subscribed').length;
    return {
      id: l.id,
      web_id: l.web_id,
      name: l.name,
      permission_reminder: 'You signed up on our website.',
      date_created: l.date_created,
      list_rating: 0,
      email_type_option: false,
      visibility: 'prv',
      double_optin: false,
      stats: {
        member_count: subscribed,
        unsubscribe_count: l.members.filter((m) => m.status === 'unsubscribed').length,
      },
    };
  }
  function memberView(list, m) {
    return {
      id: m.id,
      email_address: m.email_address,
      unique_email_id: m.unique_email_id,
      contact_id: m.contact_id,
      full_name: [m.merge_fields.FNAME, m.merge_fields.LNAME].filter(Boolean).join(' '),
      web_id: m.web_id,
      email_type: m.email_type,
      status: m.status,
      merge_fields: clone(m.merge_fields),
      interests: Object.fromEntries(interestIds(list).map((id) => [id, !!m.interests[id]])),
      stats: { avg_open_rate: 0, avg_click_rate: 0 },
      ip_signup: m.ip_signup,
      timestamp_signup: m.timestamp_signup,
      ip_opt: m.ip_opt,
      timestamp_opt: m.timestamp_opt,
      member_rating: 2,
      last_changed: m.last_changed,
      language: m.language,
      vip: m.vip,
      location: clone(m.location),
      source: m.source,
      tags_count: m.tags.length,
      tags: m.tags.map((name) => ({ id: list.tagIds[name], name })),
      list_id: list.id,
    };
  }
  function campaignView(c) {
    const list = state.lists.find((l) => l.id === c.list_id);
    return {
      id: c.id,
      web_id: c.web_id,
      parent_campaign_id: c.parent_campaign_id,
      type: c.type,
      create_time: c.create_time,
      archive_url: `http://eepurl.com/${c.web_id}`,
      status: c.status,
      emails_sent: c.emails_sent,
      send_time: c.send_time,
      content_type: 'template',
      needs_block_refresh: false,
      resendable: c.status === 'sent',
      recipients: {
        list_id: c.list_id,
        list_is_active: !!list,
        list_name: list?.name ?? '',
        segment_text: '',
        recipient_count: list ? list.members.filter((m) => m.status === 'subscribed').length : 0,
      },
      settings: clone(c.settings),
      tracking: {
        opens: true,
        html_clicks: true,
        text_clicks: false,
        goal_tracking: false,
        ecomm360: false,
        google_analytics: '',
        clicktale: '',
      },
      delivery_status: { enabled: false },
    };
  }

  /** Sets a member's fields from a POST/PUT/PATCH body; `fresh` when it is new. */
  function applyMember(list, m, body) {
    if (body.email_type !== undefined) {
      if (!['html', 'text'].includes(body.email_type))
        throw invalid('email_type', 'Data did not match any of the schemas described in anyOf.');
      m.email_type = body.email_type;
    }
    if (body.merge_fields !== undefined) {
      if (!body.merge_fields || typeof body.merge_fields !== 'object')
        throw invalid('merge_fields', 'Schema describes object, string found instead');
      for (const [tag, value] of Object.entries(body.merge_fields)) {
        if (!list.mergeFields.some((f) => f.tag === tag))
          throw new Refusal(
            400,
            'Invalid Resource',
            `Your merge fields were invalid: ${tag} is not a merge field of this audience.`,
          );
        m.merge_fields[tag] = value;
      }
    }
    if (body.interests !== undefined) {
      for (const [id, value] of Object.entries(body.interests ?? {})) {
        if (!interestIds(list).includes(id))
          throw new Refusal(400, 'Invalid Resource', `Invalid interest ID: '${id}'.`);
        m.interests[id] = !!value;
      }
    }
    if (body.location !== undefined) m.location = { ...m.location, ...body.location };
    for (const key of ['language', 'vip', 'ip_signup', 'ip_opt']) if (body[key] !== undefined) m[key] = body[key];
    for (const key of ['timestamp_signup', 'timestamp_opt'])
      if (body[key] !== undefined) {
        const t = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(String(body[key]));
        if (!t) throw invalid(key, 'The date must be in the format YYYY-MM-DD HH:MM:SS.');
        m[key] = `${t[1]}T${t[2]}+00:00`;
      }
    m.last_changed = tick();
  }
  function addMember(list, body) {
    const email = String(body.email_address ?? '');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      throw new Refusal(400, 'Invalid Resource', 'Please provide a valid email address.');
    if (list.members.some((m) => m.id === md5(email)))
      throw new Refusal(
        400,
        'Member Exists',
        `${email} is already a list member. Use PUT to insert or update list members.`,
      );
    const status = body.status_if_new ?? body.status;
    if (!STATUSES.includes(status))
      throw invalid(
        'status',
        "Data presented is not one of the accepted values: 'subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional'.",
      );
    const m = {
      id: md5(email),
      email_address: email,
      unique_email_id: hex(10),
      contact_id: md5(`contact:${email}`),
      web_id: 500000 + counter,
      email_type: 'html',
      status,
      merge_fields: Object.fromEntries(list.mergeFields.map((f) => [f.tag, ''])),
      interests: {},
      ip_signup: '',
      timestamp_signup: '',
      ip_opt: '',
      timestamp_opt: status === 'subscribed' ? stamp() : '',
      language: '',
      vip: false,
      location: { latitude: 0, longitude: 0, gmtoff: 0, dstoff: 0, country_code: '', timezone: '', region: '' },
      source: 'API - Generic',
      tags: [],
      last_changed: stamp(),
    };
    applyMember(list, m, body);
    for (const name of body.tags ?? []) tag(list, m, name, 'active');
    list.members.push(m);
    return m;
  }
  function tag(list, m, name, status) {
    list.tagIds[name] ??= 10000 + counter++;
    if (status === 'active' && !m.tags.includes(name)) m.tags.push(name);
    if (status === 'inactive') m.tags = m.tags.filter((t) => t !== name);
  }

  for (const l of seed.lists ?? []) {
    const list = {
      id: hex(10),
      web_id: 100000 + counter,
      name: l.name,
      date_created: tick(),
      members: [],
      mergeFields: [],
      categories: [],
      tagIds: {},
    };
    const fields = l.mergeFields ?? [
      { tag: 'FNAME', name: 'First Name' },
      { tag: 'LNAME', name: 'Last Name' },
    ];
    fields.forEach((f, n) =>
      list.mergeFields.push({
        merge_id: n + 1,
        tag: f.tag,
        name: f.name,
        type: f.type ?? 'text',
        required: false,
        default_value: '',
        public: true,
        display_order: n + 2,
        options: { size: 25 },
        help_text: '',
        list_id: list.id,
      }),
    );
    for (const c of l.categories ?? [])
      list.categories.push({
        list_id: list.id,
        id: hex(10),
        title: c.title,
        display_order: 0,
        type: 'checkboxes',
        interests: c.interests.map((name, n) => ({ id: hex(10), name, display_order: n + 1 })),
      });
    state.lists.push(list);
    for (const m of l.members ?? [])
      addMember(list, {
        email_address: m.email,
        status: m.status ?? 'subscribed',
        merge_fields: m.merge_fields,
        tags: m.tags,
      });
  }
  for (const c of seed.campaigns ?? []) {
    const list = state.lists.find((l) => l.name === c.list);
    const campaign = newCampaign(list?.id ?? '', {
      title: c.title,
      subject_line: c.subject_line ?? '',
      from_name: c.from_name ?? '',
      reply_to: c.reply_to ?? '',
    });
    if (c.status === 'sent') send(campaign);
  }

  function newCampaign(listId, settings, type = 'regular', parent = '') {
    const campaign = {
      id: hex(10),
      web_id: 200000 + counter,
      parent_campaign_id: parent,
      type,
      create_time: tick(),
      status: 'save',
      emails_sent: 0,
      send_time: '',
      list_id: listId,
      settings: {
        subject_line: '',
        preview_text: '',
        title: '',
        from_name: '',
        reply_to: '',
        use_conversation: false,
        to_name: '',
        folder_id: '',
        authenticate: true,
        auto_footer: false,
        inline_css: false,
        auto_tweet: false,
        fb_comments: false,
        timewarp: false,
        template_id: 0,
        drag_and_drop: true,
        ...settings,
      },
    };
    state.campaigns.push(campaign);
    return campaign;
  }
  function send(c) {
    const list = state.lists.find((l) => l.id === c.list_id);
    const ready =
      list &&
      c.settings.subject_line &&
      c.settings.from_name &&
      c.settings.reply_to &&
      ['save', 'paused'].includes(c.status);
    if (!ready) throw new Refusal(400, 'Bad Request', 'Your Campaign is not ready to send.');
    c.status = 'sent';
    c.emails_sent = list.members.filter((m) => m.status === 'subscribed').length;
    c.send_time = tick();
  }
  function page(all, query) {
    const count = Math.min(Number(query.count ?? 10), 1000);
    const offset = Number(query.offset ?? 0);
    if (!Number.isFinite(count) || count < 0 || !Number.isFinite(offset) || offset < 0)
      throw invalid('count', 'count and offset must be non-negative numbers');
    return all.slice(offset, offset + count);
  }

  function route(method, path, query, body) {
    let m;
    if (path === '/oauth2/metadata' && method === 'GET')
      return [
        200,
        {
          dc: DATA_CENTER,
          role: 'owner',
          accountname: 'Weft',
          login: { login_name: 'weft' },
          api_endpoint: `https://${DATA_CENTER}.api.mailchimp.com`,
        },
      ];
    if (path === '/3.0/lists' && method === 'GET')
      return [200, { lists: page(state.lists, query).map(listView), total_items: state.lists.length }];
    if ((m = /^\/3\.0\/lists\/([^/]+)\/members$/.exec(path))) {
      const list = findList(m[1]);
      if (method === 'POST') return [200, memberView(list, addMember(list, body ?? {}))];
      if (method === 'GET') {
        let members = list.members;
        if (query.status) members = members.filter((x) => x.status === query.status);
        if (query.email_type) members = members.filter((x) => x.email_type === query.email_type);
        if (query.since_last_changed) members = members.filter((x) => x.last_changed >= query.since_last_changed);
        if (query.before_last_changed) members = members.filter((x) => x.last_changed < query.before_last_changed);
        return [
          200,
          {
            members: page(members, query).map((x) => memberView(list, x)),
            list_id: list.id,
            total_items: members.length,
          },
        ];
      }
    }
    if ((m = /^\/3\.0\/lists\/([^/]+)\/members\/([^/]+)$/.exec(path))) {
      const list = findList(m[1]);
      const key = decodeURIComponent(m[2]);
      if (method === 'GET') return [200, memberView(list, findMember(list, key))];
      if (method === 'PATCH' || method === 'PUT') {
        const existing = list.members.find((x) => x.id === key || x.id === md5(key));
        if (!existing) {
          if (method === 'PATCH') throw notFound();
          return [200, memberView(list, addMember(list, { ...body, email_address: body?.email_address ?? key }))];
        }
        if (body?.email_address && md5(body.email_address) !== existing.id)
          throw new Refusal(
            400,
            'Invalid Resource',
            'The email address cannot be changed to another member’s address.',
          );
        if (body?.status !== undefined) {
          if (!STATUSES.includes(body.status))
            throw invalid(
              'status',
              "Data presented is not one of the accepted values: 'subscribed', 'unsubscribed', 'cleaned', 'pending', 'transactional'.",
            );
          existing.status = body.status;
        }
        applyMember(list, existing, body ?? {});
        return [200, memberView(list, existing)];
      }
    }
    if ((m = /^\/3\.0\/lists\/([^/]+)\/members\/([^/]+)\/actions\/delete-permanent$/.exec(path)) && method === 'POST') {
      const list = findList(m[1]);
      const member = findMember(list, decodeURIComponent(m[2]));
      list.members = list.members.filter((x) => x !== member);
      return [204];
    }
    if ((m = /^\/3\.0\/lists\/([^/]+)\/members\/([^/]+)\/tags$/.exec(path))) {
      const list = findList(m[1]);
      const member = findMember(list, decodeURIComponent(m[2]));
      if (method === 'GET')
        return [
          200,
          {
            tags: member.tags.map((name) => ({ id: list.tagIds[name], name, date_added: member.last_changed })),
            total_items: member.tags.length,
          },
        ];
      if (method === 'POST') {
        if (!Array.isArray(body?.tags)) throw invalid('tags', 'Required fields were not provided: tags');
        for (const t of body.tags) {
          if (!t?.name || !['active', 'inactive'].includes(t.status))
            throw invalid('tags', 'Each tag needs a name and a status of active or inactive.');
          tag(list, member, String(t.name), t.status);
        }
        member.last_changed = tick();
        return [204];
      }
    }
    if ((m = /^\/3\.0\/lists\/([^/]+)\/merge-fields$/.exec(path)) && method === 'GET') {
      const list = findList(m[1]);
      return [
        200,
        {
          merge_fields: page(list.mergeFields, query).map(clone),
          list_id: list.id,
          total_items: list.mergeFields.length,
        },
      ];
    }
    if ((m = /^\/3\.0\/lists\/([^/]+)\/interest-categories$/.exec(path)) && method === 'GET') {
      const list = findList(m[1]);
      const categories = list.categories.map(({ interests, ...c }) => clone(c));
      return [200, { list_id: list.id, categories: page(categories, query), total_items: categories.length }];
    }
    if ((m = /^\/3\.0\/lists\/([^/]+)\/interest-categories\/([^/]+)\/interests$/.exec(path)) && method === 'GET') {
      const list = findList(m[1]);
      const category = list.categories.find((c) => c.id === m[2]);
      if (!category) throw notFound();
      const interests = category.interests.map((i) => ({
        category_id: category.id,
        list_id: list.id,
        id: i.id,
        name: i.name,
        subscriber_count: String(list.members.filter((x) => x.interests[i.id]).length),
        display_order: i.display_order,
      }));
      return [
        200,
        {
          interests: page(interests, query),
          list_id: list.id,
          category_id: category.id,
          total_items: interests.length,
        },
      ];
    }
    if ((m = /^\/3\.0\/lists\/([^/]+)\/webhooks$/.exec(path))) {
      const list = findList(m[1]);
      if (method === 'GET') {
        const hooks = state.webhooks.filter((w) => w.list_id === list.id);
        return [200, { webhooks: clone(hooks), list_id: list.id, total_items: hooks.length }];
      }
      if (method === 'POST') {
        if (!body?.url || !/^https?:\/\//.test(String(body.url)))
          throw invalid('url', 'The URL must be a valid http or https address.');
        if (state.webhooks.some((w) => w.list_id === list.id && w.url === body.url))
          throw new Refusal(
            400,
            'Invalid Resource',
            "Sorry, you can't use the same webhook URL twice for one audience.",
          );
        const hook = {
          id: hex(10),
          url: String(body.url),
          events: {
            subscribe: false,
            unsubscribe: false,
            profile: false,
            cleaned: false,
            upemail: false,
            campaign: false,
            ...body.events,
          },
          sources: { user: false, admin: false, api: false, ...body.sources },
          list_id: list.id,
        };
        state.webhooks.push(hook);
        return [200, clone(hook)];
      }
    }
    if ((m = /^\/3\.0\/lists\/([^/]+)\/webhooks\/([^/]+)$/.exec(path))) {
      const list = findList(m[1]);
      const hook = state.webhooks.find((w) => w.list_id === list.id && w.id === m[2]);
      if (!hook) throw notFound();
      if (method === 'GET') return [200, clone(hook)];
      if (method === 'DELETE') {
        state.webhooks = state.webhooks.filter((w) => w !== hook);
        return [204];
      }
    }
    if (path === '/3.0/campaigns' && method === 'GET') {
      let campaigns = state.campaigns;
      if (query.status) campaigns = campaigns.filter((c) => c.status === query.status);
      if (query.list_id) campaigns = campaigns.filter((c) => c.list_id === query.list_id);
      if (query.sort_field) {
        const key = query.sort_field === 'send_time' ? 'send_time' : 'create_time';
        campaigns = [...campaigns].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
        if (query.sort_dir === 'DESC') campaigns.reverse();
      }
      return [200, { campaigns: page(campaigns, query).map(campaignView), total_items: campaigns.length }];
    }
    if ((m = /^\/3\.0\/campaigns\/([^/]+)$/.exec(path))) {
      const campaign = findCampaign(m[1]);
      if (method === 'GET') return [200, campaignView(campaign)];
      if (method === 'DELETE') {
        state.campaigns = state.campaigns.filter((c) => c !== campaign);
        return [204];
      }
    }
    if ((m = /^\/3\.0\/campaigns\/([^/]+)\/actions\/(send|replicate|create-resend)$/.exec(path)) && method === 'POST') {
      const campaign = findCampaign(m[1]);
      if (m[2] === 'send') {
        send(campaign);
        return [204];
      }
      if (m[2] === 'replicate') {
        const copy = newCampaign(
          campaign.list_id,
          { ...clone(campaign.settings), title: `${campaign.settings.title} (copy 01)` },
          campaign.type,
        );
        return [200, campaignView(copy)];
      }
      if (campaign.status !== 'sent')
        throw new Refusal(400, 'Bad Request', 'This campaign cannot be resent: only a sent campaign can be.');
      const resend = newCampaign(
        campaign.list_id,
        { ...clone(campaign.settings), title: `${campaign.settings.title} (Resend to non-openers)` },
        campaign.type,
        campaign.id,
      );
      return [200, campaignView(resend)];
    }
    throw notFound();
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (!url.pathname.startsWith('/3.0/') && url.pathname !== '/3.0' && url.pathname !== '/oauth2/metadata')
      return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    let body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const query = Object.fromEntries(url.searchParams);
    const auth = req.headers.authorization ?? '';
    state.calls.push({ method: req.method, path: url.pathname, query, body, authorization: auth });
    const send = (status, payload) => {
      res.writeHead(
        status,
        payload === undefined
          ? {}
          : {
              'Content-Type':
                status < 300 ? 'application/json; charset=utf-8' : 'application/problem+json; charset=utf-8',
            },
      );
      res.end(payload === undefined ? '' : JSON.stringify(payload));
      return true;
    };
    try {
      const basic = auth.startsWith('Basic ')
        ? Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':').slice(1).join(':')
        : undefined;
      const signed =
        url.pathname === '/oauth2/metadata'
          ? auth === `OAuth ${OAUTH_TOKEN}`
          : auth === `apikey ${API_KEY}` || basic === API_KEY || auth === `Bearer ${OAUTH_TOKEN}`;
      if (!signed)
        throw new Refusal(
          401,
          'API Key Invalid',
          "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
        );
      if (typeof body === 'string')
        throw new Refusal(400, 'JSON Parse Error', 'We encountered an unspecified JSON parsing error.');
      let [status, payload] = route(req.method ?? 'GET', url.pathname, query, body);
      if (payload !== undefined && req.method === 'GET') {
        if (query.fields) payload = pick(payload, pathTree(query.fields));
        if (query.exclude_fields) payload = omit(payload, pathTree(query.exclude_fields));
      }
      return send(status, payload);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      const problem = {
        type: ERRORS_DOC,
        title: error.title,
        status: error.status,
        detail: error.message,
        instance: `00000000-0000-4000-8000-${String(state.calls.length).padStart(12, '0')}`,
      };
      if (error.errors) problem.errors = error.errors;
      return send(error.status, problem);
    }
  }

  return { handle, state };
}

/** Serves a fake on 127.0.0.1 (a free port). */
export async function start(seed = {}) {
  const fake = createMailchimpFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
