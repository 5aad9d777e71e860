/**
 * A loopback Nextcloud over in-memory state, for tests and for recording n8n:
 *
 * - WebDAV under `/remote.php/webdav/` (https://docs.nextcloud.com/server/latest/developer_manual/client_apis/WebDAV/):
 *   `PUT` (201 new, 204 replaced; 409 when the parent folder is missing), `GET`, `MKCOL` (405 when
 *   the name is taken), `DELETE`, `COPY`/`MOVE` (the `Destination` header, a full URL), `PROPFIND`
 *   (207 multistatus, depth 1: the folder itself first, then its entries); errors are Sabre's XML;
 * - OCS (https://docs.nextcloud.com/server/latest/admin_manual/configuration_user/instruction_set_for_users.html):
 *   `GET|POST /ocs/v1.php/cloud/users` (`search`, `limit`, `offset`), `GET|PUT|DELETE
 *   /ocs/v1.php/cloud/users/{id}` (v1 answers refusals with HTTP 200 and a `failure` meta, as
 *   Nextcloud does), `POST /ocs/v2.php/apps/files_sharing/api/v1/shares`, `GET /ocs/v1.php/cloud/capabilities`.
 *
 * Requests sign in with basic auth (`weft` / `weft-app-password`); anything else is 401. Times are
 * the seed's clock, ids and etags are counted, so two fakes given the same calls answer the same.
 *
 * Seed: `{ now?, files?: [{ path, content? }] (folders: a path ending in "/"), users?: [{ id, email?, displayname? }] }`.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

export const USER = 'weft';
export const PASSWORD = 'weft-app-password';
const DAV = '/remote.php/webdav';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const sabre = (exception, message) =>
  `<?xml version="1.0" encoding="utf-8"?>\n<d:error xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns">\n  <s:exception>Sabre\\DAV\\Exception\\${exception}</s:exception>\n  <s:message>${esc(message)}</s:message>\n</d:error>\n`;
const MIME = {
  txt: 'text/plain',
  md: 'text/markdown',
  json: 'application/json',
  png: 'image/png',
  csv: 'text/csv',
  pdf: 'application/pdf',
};

function xmlValue(value, indent) {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return (
      value.map((v) => `\n${indent}<element>${xmlValue(v, indent + ' ')}</element>`).join('') + `\n${indent.slice(1)}`
    );
  if (typeof value === 'object')
    return (
      Object.entries(value)
        .map(([k, v]) => `\n${indent}<${k}>${xmlValue(v, indent + ' ')}</${k}>`)
        .join('') + `\n${indent.slice(1)}`
    );
  return esc(value);
}
const ocsXml = (meta, data) =>
  `<?xml version="1.0"?>\n<ocs>\n <meta>\n  <status>${meta.status}</status>\n  <statuscode>${meta.statuscode}</statuscode>\n  <message>${esc(meta.message ?? '')}</message>\n  <totalitems></totalitems>\n  <itemsperpage></itemsperpage>\n </meta>\n <data>${xmlValue(data ?? {}, '  ')}</data>\n</ocs>\n`;

export function createNextCloudFake(seed = {}) {
  const now = seed.now ?? '2025-01-06T09:00:00.000Z';
  const httpDate = new Date(now).toUTCString();
  let counter = 0;
  const nodes = new Map(); // path without leading or trailing "/" → { folder, content, etag, id }
  const state = { nodes, users: [], shares: [], calls: [] };
  const etag = () => createHash('md5').update(String(++counter)).digest('hex').slice(0, 13);
  const addFolder = (path) => nodes.set(path, { folder: true, etag: etag(), id: ++counter });
  const parentOf = (path) => path.split('/').slice(0, -1).join('/');
  addFolder('');
  for (const f of seed.files ?? []) {
    const clean = f.path.replace(/^\/+|\/+$/g, '');
    const parts = clean.split('/');
    for (let i = 1; i < parts.length; i++)
      if (!nodes.has(parts.slice(0, i).join('/'))) addFolder(parts.slice(0, i).join('/'));
    if (f.path.endsWith('/')) addFolder(clean);
    else nodes.set(clean, { folder: false, content: Buffer.from(f.content ?? ''), etag: etag(), id: ++counter });
  }
  for (const u of seed.users ?? [{ id: 'admin', email: 'admin@weft.example', displayname: 'Admin' }])
    state.users.push({ ...u });

  const davPath = (p) => decodeURIComponent(p.slice(DAV.length)).replace(/^\/+|\/+$/g, '');
  const mime = (p) => MIME[p.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

  function propfind(path) {
    const node = nodes.get(path);
    const entries = [path, ...[...nodes.keys()].filter((k) => k !== path && parentOf(k) === path).sort()];
    const response = (p) => {
      const n = nodes.get(p);
      const href = `${DAV}/${p.split('/').map(encodeURIComponent).join('/')}${n.folder && p ? '/' : p ? '' : ''}`;
      const props = n.folder
        ? `<d:getlastmodified>${httpDate}</d:getlastmodified><d:resourcetype><d:collection/></d:resourcetype><d:quota-used-bytes>0</d:quota-used-bytes><d:quota-available-bytes>-3</d:quota-available-bytes><d:getetag>&quot;${n.etag}&quot;</d:getetag>`
        : `<d:getlastmodified>${httpDate}</d:getlastmodified><d:getcontentlength>${n.content.length}</d:getcontentlength><d:resourcetype/><d:getetag>&quot;${n.etag}&quot;</d:getetag><d:getcontenttype>${mime(p)}</d:getcontenttype>`;
      return `<d:response><d:href>${p ? href : `${DAV}/`}</d:href><d:propstat><d:prop>${props}</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`;
    };
    return `<?xml version="1.0"?>\n<d:multistatus xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns" xmlns:oc="http://owncloud.org/ns" xmlns:nc="http://nextcloud.org/ns">${(node.folder ? entries : [path]).map(response).join('')}</d:multistatus>\n`;
  }

  function dav(method, path, req, raw) {
    const node = nodes.get(path);
    const missing = () => ({ status: 404, xml: sabre('NotFound', `File with name ${path} could not be located`) });
    if (method === 'GET') {
      if (!node) return missing();
      if (node.folder) return { status: 501, xml: sabre('NotImplemented', 'GET is only implemented on File objects') };
      return { status: 200, body: node.content, type: mime(path), headers: { ETag: `"${node.etag}"` } };
    }
    if (method === 'PUT') {
      if (!nodes.get(parentOf(path))?.folder)
        return { status: 409, xml: sabre('Conflict', 'Files can only be created as children of collections') };
      if (node?.folder) return { status: 409, xml: sabre('Conflict', 'Could not write file: a folder has this name') };
      const n = { folder: false, content: raw, etag: etag(), id: node?.id ?? ++counter };
      nodes.set(path, n);
      return {
        status: node ? 204 : 201,
        headers: {
          ETag: `"${n.etag}"`,
          'OC-ETag': `"${n.etag}"`,
          'OC-FileId': `${String(n.id).padStart(8, '0')}ocweft`,
        },
      };
    }
    if (method === 'MKCOL') {
      if (node)
        return { status: 405, xml: sabre('MethodNotAllowed', 'The resource you tried to create already exists') };
      if (!nodes.get(parentOf(path))?.folder)
        return { status: 409, xml: sabre('Conflict', 'Parent node does not exist') };
      addFolder(path);
      return { status: 201 };
    }
    if (method === 'DELETE') {
      if (!node || path === '') return missing();
      for (const k of [...nodes.keys()]) if (k === path || k.startsWith(`${path}/`)) nodes.delete(k);
      return { status: 204 };
    }
    if (method === 'COPY' || method === 'MOVE') {
      if (!node) return missing();
      const destination = String(req.headers.destination ?? '');
      const at = destination.indexOf(DAV);
      if (at < 0) return { status: 400, xml: sabre('BadRequest', 'The destination header was not understood') };
      const to = davPath(new URL(destination, 'http://x').pathname);
      if (!nodes.get(parentOf(to))?.folder)
        return { status: 409, xml: sabre('Conflict', 'The destination node is not found') };
      const existed = nodes.has(to);
      const moved = [...nodes.entries()].filter(([k]) => k === path || k.startsWith(`${path}/`));
      for (const [k, n] of moved) nodes.set(to + k.slice(path.length), { ...n, etag: etag() });
      if (method === 'MOVE') for (const [k] of moved) nodes.delete(k);
      return { status: existed ? 204 : 201 };
    }
    if (method === 'PROPFIND') {
      if (!node) return missing();
      return { status: 207, xml: propfind(path) };
    }
    return { status: 405, xml: sabre('MethodNotAllowed', `${method} is not allowed`) };
  }

  const userView = (u) => ({
    enabled: '1',
    storageLocation: `/var/www/html/data/${u.id}`,
    id: u.id,
    lastLogin: '0',
    backend: 'Database',
    subadmin: '',
    quota: { free: '1073741824', used: '0', total: '1073741824', relative: '0', quota: '-3' },
    manager: '',
    email: u.email ?? '',
    additional_mail: '',
    displayname: u.displayname ?? u.id,
    'display-name': u.displayname ?? u.id,
    phone: u.phone ?? '',
    address: '',
    website: '',
    twitter: '',
    groups: '',
    language: 'en',
    locale: '',
    notify_email: '',
    backendCapabilities: { setDisplayName: '1', setPassword: '1' },
  });

  function ocsRoute(method, path, q, form) {
    const ok = (data, code = 100) => ({
      status: 200,
      xml: ocsXml({ status: 'ok', statuscode: code, message: 'OK' }, data),
    });
    const fail = (code, message, http = 200) => ({
      status: http,
      xml: ocsXml({ status: 'failure', statuscode: code, message }, {}),
    });
    if (path === '/ocs/v1.php/cloud/capabilities')
      return ok({ version: { major: '30', minor: '0', micro: '4', string: '30.0.4' } });
    if (path === '/ocs/v1.php/cloud/users') {
      if (method === 'GET') {
        let ids = state.users.map((u) => u.id).filter((id) => id.includes(q.get('search') ?? ''));
        const offset = Number(q.get('offset') ?? 0);
        ids = ids.slice(offset, q.get('limit') ? offset + Number(q.get('limit')) : undefined);
        return ok({ users: ids });
      }
      if (method === 'POST') {
        const id = form.get('userid');
        if (!id) return fail(101, 'No valid user ID given');
        if (state.users.some((u) => u.id === id)) return fail(102, 'User already exists');
        if (!form.get('password') && !form.get('email'))
          return fail(108, 'To send a password link to the user an email address is required.');
        state.users.push({ id, email: form.get('email') ?? '', displayname: form.get('displayName') ?? id });
        return ok({ id });
      }
    }
    const m = /^\/ocs\/v1\.php\/cloud\/users\/([^/]+)$/.exec(path);
    if (m) {
      const id = decodeURIComponent(m[1]);
      const user = state.users.find((u) => u.id === id);
      if (!user) return fail(method === 'GET' ? 404 : 101, 'User does not exist');
      if (method === 'GET') return ok(userView(user));
      if (method === 'DELETE') {
        state.users.splice(state.users.indexOf(user), 1);
        return ok({});
      }
      if (method === 'PUT') {
        const key = form.get('key');
        const value = form.get('value') ?? '';
        if (key === 'email') user.email = value;
        else if (key === 'displayname' || key === 'display') user.displayname = value;
        else if (['phone', 'address', 'website', 'twitter', 'quota', 'password'].includes(key ?? '')) user[key] = value;
        else return fail(103, 'Invalid field');
        return ok({});
      }
    }
    if (path === '/ocs/v2.php/apps/files_sharing/api/v1/shares' && method === 'POST') {
      const target = String(form.get('path') ?? '').replace(/^\/+|\/+$/g, '');
      const node = nodes.get(target);
      const v2fail = (code, message) => ({
        status: code,
        xml: ocsXml({ status: 'failure', statuscode: code, message }, {}),
      });
      if (!node) return v2fail(404, 'Wrong path, file/folder does not exist');
      const shareType = Number(form.get('shareType'));
      if (shareType === 0 && !state.users.some((u) => u.id === form.get('shareWith')))
        return v2fail(404, 'Please specify a valid account to share with');
      const id = String(++counter);
      const token = `weftShare${id.padStart(6, '0')}`;
      const share = {
        id,
        share_type: String(shareType),
        uid_owner: USER,
        displayname_owner: 'Weft',
        permissions: String(form.get('permissions') ?? (node.folder ? 31 : 19)),
        can_edit: '1',
        can_delete: '1',
        stime: String(Math.floor(Date.parse(now) / 1000)),
        parent: '',
        expiration: '',
        token: shareType === 3 ? token : '',
        uid_file_owner: USER,
        note: '',
        label: '',
        displayname_file_owner: 'Weft',
        path: `/${target}`,
        item_type: node.folder ? 'folder' : 'file',
        item_permissions: node.folder ? '31' : '27',
        mimetype: node.folder ? 'httpd/unix-directory' : mime(target),
        has_preview: '',
        storage_id: `home::${USER}`,
        storage: '1',
        item_source: String(node.id),
        file_source: String(node.id),
        file_parent: String(nodes.get(parentOf(target))?.id ?? ''),
        file_target: `/${target.split('/').pop()}`,
        item_size: String(node.folder ? 0 : node.content.length),
        item_mtime: String(Math.floor(Date.parse(now) / 1000)),
        share_with: shareType === 3 ? '' : String(form.get('shareWith') ?? ''),
        share_with_displayname: shareType === 3 ? '' : String(form.get('shareWith') ?? ''),
        ...(shareType === 3
          ? { url: `https://nextcloud.weft.example/s/${token}`, password: form.get('password') ? 'set' : '' }
          : {}),
        mail_send: '0',
        hide_download: '0',
        attributes: '',
      };
      state.shares.push(share);
      return { status: 200, xml: ocsXml({ status: 'ok', statuscode: 200, message: 'OK' }, share) };
    }
    return fail(
      998,
      'Invalid query, please check the syntax. API specifications are here: http://www.freedesktop.org/wiki/Specifications/open-collaboration-services.',
      404,
    );
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const isDav = url.pathname === DAV || url.pathname.startsWith(`${DAV}/`);
    if (!isDav && !url.pathname.startsWith('/ocs/')) return false;
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks);
    const method = req.method ?? 'GET';
    state.calls.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: raw.toString('utf8'),
    });
    const auth = String(req.headers.authorization ?? '');
    const expected = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`;
    let answer;
    if (auth !== expected)
      answer = isDav
        ? {
            status: 401,
            xml: sabre(
              'NotAuthenticated',
              "No public access to this resource., No 'Authorization: Basic' header found",
            ),
          }
        : {
            status: 401,
            xml: ocsXml({ status: 'failure', statuscode: 997, message: 'Current user is not logged in' }, {}),
          };
    else if (isDav) answer = dav(method, davPath(url.pathname), req, raw);
    else {
      if (!req.headers['ocs-apirequest']) answer = { status: 412, xml: '{"message":"CSRF check failed"}' };
      else answer = ocsRoute(method, url.pathname, url.searchParams, new URLSearchParams(raw.toString('utf8')));
    }
    if (answer.body !== undefined) {
      res.writeHead(answer.status, {
        'Content-Type': answer.type,
        'Content-Length': answer.body.length,
        ...answer.headers,
      });
      res.end(answer.body);
    } else if (answer.xml !== undefined) {
      res.writeHead(answer.status, {
        'Content-Type': answer.status === 412 ? 'application/json' : 'application/xml; charset=utf-8',
        ...answer.headers,
      });
      res.end(answer.xml);
    } else {
      res.writeHead(answer.status, { 'Content-Length': '0', ...answer.headers });
      res.end();
    }
    return true;
  }
  return { handle, state };
}

/** Serves a fake on 127.0.0.1:0. */
export async function start(seed) {
  const fake = createNextCloudFake(seed);
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
