/**
 * A loopback Trello REST API (https://developer.atlassian.com/cloud/trello/rest/, `/1/…`) over
 * in-memory state, for tests and for recording n8n:
 *
 * - boards: `POST /boards`, `GET|PUT|DELETE /boards/{id}`, `GET /boards/{id}/lists`,
 *   `GET /board(s)/{id}/labels`, `GET /boards/{id}/members`, `PUT /boards/{id}/members[/{idMember}]`,
 *   `DELETE /boards/{id}/members/{idMember}`;
 * - lists: `POST /lists`, `GET|PUT /lists/{id}`, `PUT /lists/{id}/closed`, `GET /lists/{id}/cards`;
 * - cards: `POST /cards`, `GET|PUT|DELETE /cards/{id}`, comments `POST /cards/{id}/actions/comments`,
 *   `PUT|DELETE /cards/{id}/actions/{idAction}/comments`, attachments `GET|POST /cards/{id}/attachments`,
 *   `GET|DELETE /cards/{id}/attachments/{idAttachment}`, checklists `GET|POST /cards/{id}/checklists`,
 *   `DELETE /cards/{id}/checklists/{idChecklist}`, `GET|PUT|DELETE /cards/{id}/checkItem/{idCheckItem}`,
 *   `GET /cards/{id}/checkItemStates`, labels `POST /cards/{id}/idLabels`, `DELETE /cards/{id}/idLabels/{idLabel}`;
 * - checklists: `GET /checklists/{id}`, `POST /checklists/{id}/checkItems`;
 * - labels: `POST /labels`, `GET|PUT|DELETE /labels/{id}`;
 * - `GET /search` (boards and cards whose name contains the query), `GET /tokens/{token}/member`.
 *
 * Parameters are read from the query and the JSON body alike, as Trello reads them. Requests sign
 * in with the `key` and `token` query parameters (`KEY`, `TOKEN`); anything else is answered 401
 * with Trello's plain-text errors ("invalid key", "invalid token"), as are unknown ids (404 "The
 * requested resource was not found.") and bad values (400 "invalid value for …"). Lists of cards
 * and members take `limit`, `before` and `sort=-id`. Ids are counted (24 hex digits), times come
 * from a clock that moves one minute per write, so two fakes given the same calls answer the same.
 * `state.calls` logs each request; answers pushed on `state.failures` (`{ status, retryAfter? }`)
 * are given first, one a request.
 *
 * `createTrelloFake(seed?)` answers `{ handle(req, res): Promise<boolean>, state }`; `start(seed?)`
 * serves one on 127.0.0.1:0 and answers `{ url, fake, close() }`.
 */
import { createServer } from 'node:http';

export const KEY = 'weftTrelloKey0001';
export const TOKEN = 'weftTrelloToken0001';
export const ME = '5f00000000000000000000aa';

const COLORS = ['green', 'yellow', 'orange', 'red', 'purple', 'blue', 'sky', 'lime', 'pink', 'black', null];

class Refusal extends Error {
  constructor(status, text) {
    super(text);
    this.status = status;
  }
}
const notFound = () => new Refusal(404, 'The requested resource was not found.');
const clone = (v) => JSON.parse(JSON.stringify(v));
const slug = (name) => String(name).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const bool = (v) => v === true || v === 'true';

export function createTrelloFake(seed = {}) {
  let counter = 1;
  const id = () => `6650${(counter++).toString(16).padStart(20, '0')}`;
  const short = (n) => `wf${n.toString(36).padStart(6, '0')}`;
  let shorts = 1;
  const state = {
    clock: Date.parse(seed.now ?? '2026-01-05T10:00:00.000Z'),
    members: [{ id: ME, fullName: 'Ada Lovelace', username: 'ada' }, ...(seed.members ?? [{ fullName: 'Grace Hopper', username: 'grace' }]).map((m) => ({ id: id(), fullName: m.fullName, username: m.username }))],
    boards: [], lists: [], cards: [], labels: [], actions: [], checklists: [],
    calls: [], failures: [],
  };
  const tick = () => new Date((state.clock += 60_000)).toISOString();
  const now = () => new Date(state.clock).toISOString();

  const byIdOrShort = (list, ref) => {
    const found = list.find((x) => !x.deleted && (x.id === ref || x.shortLink === ref));
    if (!found) throw notFound();
    return found;
  };
  const board = (ref) => byIdOrShort(state.boards, ref);
  const list = (ref) => byIdOrShort(state.lists, ref);
  const card = (ref) => byIdOrShort(state.cards, ref);
  const label = (ref) => byIdOrShort(state.labels, ref);
  const checklist = (ref) => byIdOrShort(state.checklists, ref);
  const member = (ref) => state.members.find((m) => m.id === ref || m.username === ref);
  const validId = (value, what) => {
    if (!/^[0-9a-f]{24}$/.test(String(value))) throw new Refusal(400, `invalid value for ${what}`);
    return String(value);
  };
  const nextPos = (entries) => (entries.length ? Math.max(...entries.map((e) => e.pos)) + 16384 : 16384);
  const pos = (value, entries) => {
    if (value === undefined || value === '' || value === 'bottom') return nextPos(entries);
    if (value === 'top') return entries.length ? Math.min(...entries.map((e) => e.pos)) / 2 : 16384;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) throw new Refusal(400, 'invalid value for pos');
    return n;
  };
  const pick = (entity, fieldsParam) => {
    if (!fieldsParam || fieldsParam === 'all') return entity;
    const out = { id: entity.id };
    for (const f of String(fieldsParam).split(',').map((s) => s.trim()).filter(Boolean)) if (f in entity) out[f] = entity[f];
    return out;
  };

  // ---- renderings ------------------------------------------------------------------------------
  const renderBoard = (b) => ({
    id: b.id, name: b.name, desc: b.desc, descData: null, closed: b.closed, idOrganization: b.idOrganization, idEnterprise: null, pinned: false,
    url: `https://trello.com/b/${b.shortLink}/${slug(b.name)}`, shortUrl: `https://trello.com/b/${b.shortLink}`,
    prefs: { permissionLevel: b.permissionLevel, voting: 'disabled', comments: 'members', invitations: 'members', selfJoin: true, cardCovers: true, cardAging: 'regular', background: b.background, backgroundColor: '#0079BF' },
    labelNames: Object.fromEntries(COLORS.filter(Boolean).map((c) => [c, ''])), limits: {},
  });
  const renderList = (l) => ({ id: l.id, name: l.name, closed: l.closed, color: null, idBoard: l.idBoard, pos: l.pos, subscribed: l.subscribed, softLimit: null, status: null });
  const renderLabel = (x) => ({ id: x.id, idBoard: x.idBoard, name: x.name, color: x.color, uses: state.cards.filter((c) => !c.deleted && c.idLabels.includes(x.id)).length });
  const renderCheckItem = (it) => ({ id: it.id, name: it.name, nameData: { emoji: {} }, pos: it.pos, state: it.state, due: null, dueReminder: null, idMember: null, idChecklist: it.idChecklist });
  const renderChecklist = (c) => ({ id: c.id, name: c.name, idBoard: c.idBoard, idCard: c.idCard, pos: c.pos, checkItems: c.checkItems.map(renderCheckItem) });
  function renderCard(c) {
    const checklists = state.checklists.filter((x) => !x.deleted && x.idCard === c.id);
    const items = checklists.flatMap((x) => x.checkItems);
    return {
      id: c.id,
      badges: { attachments: c.attachments.length, checkItems: items.length, checkItemsChecked: items.filter((x) => x.state === 'complete').length, comments: state.actions.filter((a) => !a.deleted && a.idCard === c.id).length, description: Boolean(c.desc), due: c.due, dueComplete: c.dueComplete, subscribed: false, viewingMemberVoted: false, votes: 0, location: false, fogbugz: '', checkItemsEarliestDue: null, start: null },
      checkItemStates: [], closed: c.closed, dueComplete: c.dueComplete, dateLastActivity: c.dateLastActivity, desc: c.desc, descData: { emoji: {} }, due: c.due, dueReminder: null, email: null,
      idBoard: c.idBoard, idChecklists: checklists.map((x) => x.id), idList: c.idList, idMembers: [...c.idMembers], idMembersVoted: [], idShort: c.idShort, idAttachmentCover: c.idAttachmentCover,
      labels: c.idLabels.map((x) => renderLabel(label(x))).map(({ uses, ...rest }) => rest), idLabels: [...c.idLabels], manualCoverAttachment: false, name: c.name, pos: c.pos, shortLink: c.shortLink, // eslint-disable-line no-unused-vars
      shortUrl: `https://trello.com/c/${c.shortLink}`, start: null, subscribed: c.subscribed, url: `https://trello.com/c/${c.shortLink}/${c.idShort}-${slug(c.name)}`,
      cover: { idAttachment: null, color: null, idUploadedBackground: null, size: 'normal', brightness: 'dark', idPlugin: null }, isTemplate: false, cardRole: null,
    };
  }
  const renderAttachment = (a) => ({ ...clone(a) });
  function renderAction(a) {
    const c = card(a.idCard);
    const b = board(c.idBoard);
    const l = list(c.idList);
    return {
      id: a.id, idMemberCreator: ME, data: { text: a.text, textData: { emoji: {} }, card: { id: c.id, name: c.name, idShort: c.idShort, shortLink: c.shortLink }, board: { id: b.id, name: b.name, shortLink: b.shortLink }, list: { id: l.id, name: l.name } },
      appCreator: null, type: 'commentCard', date: a.date, limits: { reactions: { perAction: { status: 'ok', disableAt: 900, warnAt: 810 }, uniquePerAction: { status: 'ok', disableAt: 17, warnAt: 16 } } },
      memberCreator: { id: ME, activityBlocked: false, avatarHash: null, avatarUrl: null, fullName: 'Ada Lovelace', idMemberReferrer: null, initials: 'AL', nonPublic: {}, nonPublicAvailable: true, username: 'ada' },
    };
  }
  const renderMember = (m) => ({ id: m.id, fullName: m.fullName, username: m.username });
  function renderMembership(b) {
    return { id: b.id, members: b.memberIds.map((x) => renderMember(member(x))), memberships: b.memberIds.map((x, n) => ({ id: `${b.id.slice(0, 16)}${String(n).padStart(8, '0')}`, idMember: x, memberType: b.memberTypes[x] ?? 'normal', unconfirmed: false, deactivated: false })) };
  }

  // ---- writes ----------------------------------------------------------------------------------
  function makeBoard(params) {
    if (!params.name || !String(params.name).trim()) throw new Refusal(400, 'invalid value for name');
    const b = { id: id(), shortLink: short(shorts++), name: String(params.name), desc: String(params.desc ?? ''), closed: false, idOrganization: params.idOrganization ?? null, permissionLevel: params.prefs_permissionLevel ?? 'private', background: params.prefs_background ?? 'blue', memberIds: [ME], memberTypes: { [ME]: 'admin' } };
    state.boards.push(b);
    tick();
    if (params.defaultLabels === undefined || bool(params.defaultLabels)) for (const color of COLORS.slice(0, 6)) state.labels.push({ id: id(), idBoard: b.id, name: '', color });
    if (params.defaultLists === undefined || bool(params.defaultLists)) for (const name of ['To Do', 'Doing', 'Done']) makeList({ idBoard: b.id, name });
    return b;
  }
  function makeList(params) {
    const b = board(validId(params.idBoard, 'idBoard'));
    if (!params.name || !String(params.name).trim()) throw new Refusal(400, 'invalid value for name');
    const l = { id: id(), name: String(params.name), closed: false, idBoard: b.id, pos: pos(params.pos, state.lists.filter((x) => x.idBoard === b.id && !x.deleted)), subscribed: false };
    state.lists.push(l);
    tick();
    return l;
  }
  const idList = (value) => String(value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  function makeCard(params) {
    const l = list(validId(params.idList, 'idList'));
    const at = tick();
    const b = board(l.idBoard);
    const c = {
      id: id(), shortLink: short(shorts++), idShort: state.cards.filter((x) => x.idBoard === b.id).length + 1, name: String(params.name ?? ''), desc: String(params.desc ?? ''), closed: false,
      due: params.due ? new Date(params.due).toISOString() : null, dueComplete: bool(params.dueComplete), idBoard: b.id, idList: l.id, idMembers: [], idLabels: [], idAttachmentCover: null,
      pos: pos(params.pos, state.cards.filter((x) => x.idList === l.id && !x.deleted)), subscribed: false, dateLastActivity: at, attachments: [],
    };
    for (const m of idList(params.idMembers)) {
      if (!member(m)) throw new Refusal(400, 'invalid value for idMembers');
      c.idMembers.push(member(m).id);
    }
    for (const x of idList(params.idLabels)) c.idLabels.push(label(validId(x, 'idLabels')).id);
    state.cards.push(c);
    if (params.urlSource) c.attachments.push(makeAttachment(c, { url: params.urlSource }));
    return c;
  }
  function makeAttachment(c, params) {
    if (!params.url || !/^https?:\/\//.test(String(params.url))) throw new Refusal(400, 'invalid value for url');
    const url = String(params.url);
    return { bytes: null, date: tick(), edgeColor: null, idMember: ME, isUpload: false, mimeType: String(params.mimeType ?? ''), name: String(params.name ?? url), previews: [], url, pos: nextPos(c.attachments), fileName: null, id: id() };
  }
  function updateCard(c, params) {
    if (params.name !== undefined) c.name = String(params.name);
    if (params.desc !== undefined) c.desc = String(params.desc);
    if (params.closed !== undefined) c.closed = bool(params.closed);
    if (params.due !== undefined) c.due = params.due ? new Date(params.due).toISOString() : null;
    if (params.dueComplete !== undefined) c.dueComplete = bool(params.dueComplete);
    if (params.idList !== undefined) {
      const l = list(validId(params.idList, 'idList'));
      c.idList = l.id;
      c.idBoard = l.idBoard;
    }
    if (params.idBoard !== undefined && params.idList === undefined) c.idBoard = board(validId(params.idBoard, 'idBoard')).id;
    if (params.idMembers !== undefined) c.idMembers = idList(params.idMembers).map((m) => member(m)?.id ?? (() => { throw new Refusal(400, 'invalid value for idMembers'); })());
    if (params.idLabels !== undefined) c.idLabels = idList(params.idLabels).map((x) => label(validId(x, 'idLabels')).id);
    if (params.pos !== undefined) c.pos = pos(params.pos, state.cards.filter((x) => x.idList === c.idList && x !== c));
    if (params.subscribed !== undefined) c.subscribed = bool(params.subscribed);
    if (params.idAttachmentCover !== undefined) c.idAttachmentCover = params.idAttachmentCover || null;
    c.dateLastActivity = tick();
  }
  /** Newest first when `sort=-id`, then `before` an id, then `limit` (at most 1000). */
  function paged(entries, params) {
    let out = [...entries];
    if (params.sort === '-id') out.sort((a, b) => (a.id < b.id ? 1 : -1));
    if (params.before) out = out.filter((e) => e.id < String(params.before));
    if (params.limit !== undefined) {
      const limit = Number(params.limit);
      if (!Number.isInteger(limit) || limit < 0 || limit > 1000) throw new Refusal(400, 'invalid value for limit');
      out = out.slice(0, limit);
    }
    return out;
  }
  function checkItemOf(c, ref) {
    for (const x of state.checklists.filter((y) => !y.deleted && y.idCard === c.id)) {
      const it = x.checkItems.find((y) => y.id === ref);
      if (it) return { list: x, item: it };
    }
    throw notFound();
  }

  function route(method, p, params) {
    const [a, b, c, d, e] = p;
    const is = (m, ...shape) => method === m && shape.length === p.length && shape.every((s, n) => s === '*' || s === p[n]);
    if (is('GET', 'tokens', '*', 'member')) return renderMember(member(ME));
    if (is('GET', 'search')) {
      const q = String(params.query ?? '').toLowerCase();
      if (!q) throw new Refusal(400, 'invalid query');
      const types = String(params.modelTypes ?? 'all');
      const hit = (x) => x.name.toLowerCase().includes(q);
      return {
        options: { terms: [{ text: q }], modifiers: [], modelTypes: types.split(','), partial: bool(params.partial) },
        ...(types.includes('boards') || types === 'all' ? { boards: state.boards.filter((x) => !x.deleted && hit(x)).slice(0, Number(params.boards_limit ?? 10)).map((x) => pick(renderBoard(x), params.board_fields)) } : {}),
        ...(types.includes('cards') || types === 'all' ? { cards: state.cards.filter((x) => !x.deleted && hit(x)).slice(0, Number(params.cards_limit ?? 10)).map(renderCard) } : {}),
      };
    }
    // boards
    if (is('POST', 'boards')) return renderBoard(makeBoard(params));
    if ((a === 'boards' || a === 'board') && p.length >= 2) {
      const bd = board(b);
      if (p.length === 2) {
        if (method === 'GET') return pick(renderBoard(bd), params.fields);
        if (method === 'PUT') {
          if (params.name !== undefined) {
            if (!String(params.name).trim()) throw new Refusal(400, 'invalid value for name');
            bd.name = String(params.name);
          }
          if (params.desc !== undefined) bd.desc = String(params.desc);
          if (params.closed !== undefined) bd.closed = bool(params.closed);
          if (params.idOrganization !== undefined) bd.idOrganization = params.idOrganization || null;
          tick();
          return renderBoard(bd);
        }
        if (method === 'DELETE') {
          bd.deleted = true;
          tick();
          return { _value: null };
        }
      }
      if (is('GET', a, '*', 'lists')) return state.lists.filter((l) => !l.deleted && l.idBoard === bd.id && (params.filter === 'all' || params.filter === 'closed' ? (params.filter === 'all' || l.closed) : !l.closed)).sort((x, y) => x.pos - y.pos).map((l) => pick(renderList(l), params.fields));
      if (is('GET', a, '*', 'labels')) return state.labels.filter((x) => !x.deleted && x.idBoard === bd.id).map((x) => pick(renderLabel(x), params.fields));
      if (is('GET', a, '*', 'members')) return paged(bd.memberIds.map((x) => member(x)), params).map(renderMember);
      if (is('PUT', a, '*', 'members', '*')) {
        const m = member(d);
        if (!m) throw new Refusal(400, 'invalid value for idMember');
        if (!['admin', 'normal', 'observer'].includes(String(params.type))) throw new Refusal(400, 'invalid value for type');
        if (!bd.memberIds.includes(m.id)) bd.memberIds.push(m.id);
        bd.memberTypes[m.id] = String(params.type);
        tick();
        return renderMembership(bd);
      }
      if (is('PUT', a, '*', 'members')) {
        if (!/^[^@\s]+@[^@\s]+$/.test(String(params.email ?? ''))) throw new Refusal(400, 'invalid value for email');
        const m = { id: id(), fullName: String(params.fullName ?? params.email), username: String(params.email).split('@')[0] };
        state.members.push(m);
        bd.memberIds.push(m.id);
        bd.memberTypes[m.id] = params.type ?? 'normal';
        tick();
        return renderMembership(bd);
      }
      if (is('DELETE', a, '*', 'members', '*')) {
        if (!bd.memberIds.includes(d)) throw new Refusal(400, 'member not on board');
        if (d === ME) throw new Refusal(403, 'cannot remove last admin');
        bd.memberIds = bd.memberIds.filter((x) => x !== d);
        tick();
        return renderMembership(bd);
      }
    }
    // lists
    if (is('POST', 'lists')) return renderList(makeList(params));
    if (a === 'lists' && p.length >= 2) {
      const l = list(b);
      if (is('GET', 'lists', '*')) return pick(renderList(l), params.fields);
      if (is('PUT', 'lists', '*')) {
        if (params.name !== undefined) l.name = String(params.name);
        if (params.closed !== undefined) l.closed = bool(params.closed);
        if (params.idBoard !== undefined) l.idBoard = board(validId(params.idBoard, 'idBoard')).id;
        if (params.pos !== undefined) l.pos = pos(params.pos, state.lists.filter((x) => x.idBoard === l.idBoard && x !== l));
        if (params.subscribed !== undefined) l.subscribed = bool(params.subscribed);
        tick();
        return renderList(l);
      }
      if (is('PUT', 'lists', '*', 'closed')) {
        if (params.value === undefined) throw new Refusal(400, 'invalid value for value');
        l.closed = bool(params.value);
        tick();
        return renderList(l);
      }
      if (is('GET', 'lists', '*', 'cards')) return paged(state.cards.filter((x) => !x.deleted && !x.closed && x.idList === l.id).sort((x, y) => x.pos - y.pos), params).map((x) => pick(renderCard(x), params.fields));
    }
    // cards
    if (is('POST', 'cards')) return renderCard(makeCard(params));
    if (a === 'cards' && p.length >= 2) {
      const cd = card(b);
      if (p.length === 2) {
        if (method === 'GET') {
          const out = pick(renderCard(cd), params.fields);
          if (bool(params.board)) out.board = pick(renderBoard(board(cd.idBoard)), params.board_fields);
          if (bool(params.members)) out.members = cd.idMembers.map((x) => pick(renderMember(member(x)), params.member_fields));
          if (bool(params.customFieldItems)) out.customFieldItems = [];
          if (bool(params.pluginData)) out.pluginData = [];
          if (bool(params.stickers)) out.stickers = [];
          return out;
        }
        if (method === 'PUT') {
          updateCard(cd, params);
          return renderCard(cd);
        }
        if (method === 'DELETE') {
          cd.deleted = true;
          tick();
          return { limits: {} };
        }
      }
      if (is('POST', 'cards', '*', 'actions', 'comments')) {
        if (!params.text || !String(params.text).trim()) throw new Refusal(400, 'invalid value for text');
        const action = { id: id(), idCard: cd.id, text: String(params.text), date: tick() };
        state.actions.push(action);
        return renderAction(action);
      }
      if (p.length === 5 && c === 'actions' && e === 'comments') {
        const action = state.actions.find((x) => !x.deleted && x.id === d && x.idCard === cd.id);
        if (!action) throw new Refusal(400, 'invalid value for idAction');
        if (method === 'PUT') {
          if (!params.text) throw new Refusal(400, 'invalid value for text');
          action.text = String(params.text);
          tick();
          return renderAction(action);
        }
        if (method === 'DELETE') {
          action.deleted = true;
          tick();
          return { limits: {} };
        }
      }
      if (is('GET', 'cards', '*', 'attachments')) return cd.attachments.map((x) => pick(renderAttachment(x), params.fields));
      if (is('POST', 'cards', '*', 'attachments')) {
        const made = makeAttachment(cd, params);
        cd.attachments.push(made);
        return { ...renderAttachment(made), limits: {} };
      }
      if (p.length === 4 && c === 'attachments') {
        const found = cd.attachments.find((x) => x.id === d);
        if (!found) throw notFound();
        if (method === 'GET') return pick(renderAttachment(found), params.fields);
        if (method === 'DELETE') {
          cd.attachments = cd.attachments.filter((x) => x !== found);
          tick();
          return { limits: {} };
        }
      }
      if (is('GET', 'cards', '*', 'checklists')) return state.checklists.filter((x) => !x.deleted && x.idCard === cd.id).map((x) => pick(renderChecklist(x), params.fields));
      if (is('POST', 'cards', '*', 'checklists')) {
        const source = params.idChecklistSource ? checklist(params.idChecklistSource) : undefined;
        const made = { id: id(), name: String(params.name ?? source?.name ?? 'Checklist'), idBoard: cd.idBoard, idCard: cd.id, pos: pos(params.pos, state.checklists.filter((x) => x.idCard === cd.id && !x.deleted)), checkItems: [] };
        if (source) made.checkItems = source.checkItems.map((it) => ({ ...it, id: id(), idChecklist: made.id, state: 'incomplete' }));
        state.checklists.push(made);
        tick();
        return { ...renderChecklist(made), limits: {} };
      }
      if (is('DELETE', 'cards', '*', 'checklists', '*')) {
        const found = checklist(d);
        if (found.idCard !== cd.id) throw notFound();
        found.deleted = true;
        tick();
        return { limits: {} };
      }
      if (p.length === 4 && c === 'checkItem') {
        const { list: owner, item } = checkItemOf(cd, d);
        if (method === 'GET') return pick(renderCheckItem(item), params.fields);
        if (method === 'PUT') {
          if (params.name !== undefined) item.name = String(params.name);
          if (params.state !== undefined) {
            if (!['complete', 'incomplete'].includes(String(params.state))) throw new Refusal(400, 'invalid value for state');
            item.state = String(params.state);
          }
          if (params.pos !== undefined) item.pos = pos(params.pos, owner.checkItems.filter((x) => x !== item));
          if (params.idChecklist !== undefined && params.idChecklist !== owner.id) {
            const target = checklist(params.idChecklist);
            owner.checkItems = owner.checkItems.filter((x) => x !== item);
            item.idChecklist = target.id;
            target.checkItems.push(item);
          }
          tick();
          return renderCheckItem(item);
        }
        if (method === 'DELETE') {
          owner.checkItems = owner.checkItems.filter((x) => x !== item);
          tick();
          return { limits: {} };
        }
      }
      if (is('GET', 'cards', '*', 'checkItemStates')) {
        const done = state.checklists.filter((x) => !x.deleted && x.idCard === cd.id).flatMap((x) => x.checkItems).filter((x) => x.state === 'complete');
        return done.map((x) => pick({ idCheckItem: x.id, state: 'complete' }, params.fields));
      }
      if (is('POST', 'cards', '*', 'idLabels')) {
        const x = label(validId(params.value, 'value'));
        if (x.idBoard !== cd.idBoard) throw new Refusal(400, 'invalid value for value');
        if (cd.idLabels.includes(x.id)) throw new Refusal(400, 'that label is already on the card');
        cd.idLabels.push(x.id);
        cd.dateLastActivity = tick();
        return [...cd.idLabels];
      }
      if (is('DELETE', 'cards', '*', 'idLabels', '*')) {
        if (!cd.idLabels.includes(d)) throw notFound();
        cd.idLabels = cd.idLabels.filter((x) => x !== d);
        cd.dateLastActivity = tick();
        return [...cd.idLabels];
      }
    }
    // checklists
    if (is('GET', 'checklists', '*')) return pick(renderChecklist(checklist(b)), params.fields);
    if (is('POST', 'checklists', '*', 'checkItems')) {
      const owner = checklist(b);
      if (!params.name || !String(params.name).trim()) throw new Refusal(400, 'invalid value for name');
      const item = { id: id(), name: String(params.name), pos: pos(params.pos, owner.checkItems), state: bool(params.checked) ? 'complete' : 'incomplete', idChecklist: owner.id };
      owner.checkItems.push(item);
      tick();
      return { ...renderCheckItem(item), limits: {} };
    }
    // labels
    if (is('POST', 'labels')) {
      const bd = board(validId(params.idBoard, 'idBoard'));
      const color = params.color === 'null' || params.color === undefined ? null : String(params.color);
      if (!COLORS.includes(color)) throw new Refusal(400, 'invalid value for color');
      const made = { id: id(), idBoard: bd.id, name: String(params.name ?? ''), color };
      state.labels.push(made);
      tick();
      return { ...renderLabel(made), limits: {} };
    }
    if (a === 'labels' && p.length === 2) {
      const x = label(b);
      if (method === 'GET') return pick(renderLabel(x), params.fields);
      if (method === 'PUT') {
        if (params.name !== undefined) x.name = String(params.name);
        if (params.color !== undefined) {
          const color = params.color === 'null' ? null : String(params.color);
          if (!COLORS.includes(color)) throw new Refusal(400, 'invalid value for color');
          x.color = color;
        }
        tick();
        return renderLabel(x);
      }
      if (method === 'DELETE') {
        x.deleted = true;
        for (const cd of state.cards) cd.idLabels = cd.idLabels.filter((y) => y !== x.id);
        tick();
        return {};
      }
    }
    throw new Refusal(404, `Cannot ${method} /1/${p.join('/')}`);
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://trello.local');
    if (!url.pathname.startsWith('/1/')) return false;
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body = {};
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = Object.fromEntries(new URLSearchParams(raw));
      }
    }
    const query = Object.fromEntries(url.searchParams);
    const method = String(req.method ?? 'GET').toUpperCase();
    const { key, token, ...rest } = query;
    state.calls.push({ method, path: url.pathname, query: rest, body, key, token });
    const text = (status, message) => {
      res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(message);
    };
    const failure = state.failures.shift();
    if (failure) {
      res.writeHead(failure.status, { 'Content-Type': 'text/plain; charset=utf-8', ...(failure.retryAfter !== undefined ? { 'Retry-After': String(failure.retryAfter) } : {}) });
      res.end(failure.status === 429 ? 'API_TOKEN_LIMIT_EXCEEDED' : 'Internal Server Error');
      return true;
    }
    if (key !== KEY) return text(401, 'invalid key'), true;
    if (token !== TOKEN) return text(401, 'invalid token'), true;
    try {
      const answer = route(method, url.pathname.split('/').filter(Boolean).slice(1).map(decodeURIComponent), { ...rest, ...body });
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(answer));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      text(error.status, error.message);
    }
    return true;
  }

  // Seeded boards: `{ name, desc?, lists: [{ name, cards: [{ name, desc?, labels?: [color], members?: [username], due?, checklists?: [{ name, items: [name] }], comments?: [text], attachments?: [url] }] }] }`.
  for (const sb of seed.boards ?? []) {
    const bd = makeBoard({ name: sb.name, desc: sb.desc, defaultLists: false });
    for (const username of sb.members ?? []) {
      const m = member(username);
      if (m && !bd.memberIds.includes(m.id)) bd.memberIds.push(m.id);
    }
    for (const sl of sb.lists ?? []) {
      const l = makeList({ idBoard: bd.id, name: sl.name });
      for (const sc of sl.cards ?? []) {
        const cd = makeCard({ idList: l.id, name: sc.name, desc: sc.desc, due: sc.due });
        cd.idLabels = (sc.labels ?? []).map((color) => state.labels.find((x) => x.idBoard === bd.id && x.color === color).id);
        cd.idMembers = (sc.members ?? []).map((u) => member(u).id);
        for (const sch of sc.checklists ?? []) {
          const made = { id: id(), name: sch.name, idBoard: bd.id, idCard: cd.id, pos: 16384, checkItems: [] };
          made.checkItems = (sch.items ?? []).map((name, n) => ({ id: id(), name, pos: 16384 * (n + 1), state: (sch.done ?? []).includes(name) ? 'complete' : 'incomplete', idChecklist: made.id }));
          state.checklists.push(made);
        }
        for (const t of sc.comments ?? []) state.actions.push({ id: id(), idCard: cd.id, text: t, date: tick() });
        for (const u of sc.attachments ?? []) cd.attachments.push(makeAttachment(cd, { url: u }));
      }
    }
  }
  void now;
  return { state, handle };
}

/** Serves a fake on 127.0.0.1 at a free port. */
export async function start(seed = {}) {
  const fake = createTrelloFake(seed);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, fake, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
