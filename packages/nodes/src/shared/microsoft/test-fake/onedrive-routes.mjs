/**
 * OneDrive in the fake Graph (https://learn.microsoft.com/graph/api/resources/driveitem): drive
 * items (files with content, folders) under `/me/drive`, upload by path
 * (`items/{parent}:/{name}:/content`), download (`/content`), copy (202 with a monitor Location),
 * rename, delete, children, search, sharing links, and the delta feed (`root/delta`, `?token=latest`
 * answering only a delta link, later tokens the items changed since). `state.drive` seeds items.
 */
/** Adds the OneDrive routes to a fake made by createGraphFake(). */
export function installOneDrive(fake) {
  const { state, route, send, graphError } = fake;
  const items = new Map();
  let seq = 0;
  const root = { id: 'ROOT', name: 'root', root: {}, folder: { childCount: 0 }, parentReference: { path: '/drive/root:' } };
  const pathOf = (folder) => (folder.id === 'ROOT' ? '/drive/root:' : `${folder.parentReference.path}/${folder.name}`);
  const drive = {
    items,
    /** Adds a file (bytes or text) or, with `folder: true`, a folder under `parentId`. */
    add(name, { id, parentId = 'ROOT', content, folder = false, mimeType = 'text/plain', created, modified } = {}) {
      const parent = parentId === 'ROOT' ? root : items.get(parentId);
      const now = state.now();
      const item = {
        id: id ?? `01${String(state.nextId()).padStart(24, '0')}`, name, webUrl: `https://onedrive.live.com/?id=${name}`,
        parentReference: { id: parent.id, path: pathOf(parent), driveId: 'b!drive' },
        fileSystemInfo: { createdDateTime: created ?? now, lastModifiedDateTime: modified ?? created ?? now },
        createdDateTime: created ?? now, lastModifiedDateTime: modified ?? now,
        ...(folder ? { folder: { childCount: 0 }, size: 0 } : { file: { mimeType }, size: Buffer.byteLength(content ?? '') }),
      };
      item.seq = ++seq;
      item.content = folder ? undefined : Buffer.from(content ?? '');
      items.set(item.id, item);
      return item;
    },
    touch(item, modified = state.now()) {
      item.fileSystemInfo.lastModifiedDateTime = modified;
      item.seq = ++seq;
    },
  };
  state.drive = drive;
  const reset = state.reset;
  state.reset = () => {
    reset();
    items.clear();
    seq = 0;
  };
  const view = (item) => {
    const { content, seq: _s, ...rest } = item;
    return rest.file ? { ...rest, '@microsoft.graph.downloadUrl': `${state.origin}/download/${item.id}` } : rest;
  };
  const itemOr404 = (res, id) => items.get(id) ?? (graphError(res, 404, 'itemNotFound', 'The resource could not be found.') && null);

  route('PUT', /^me\/drive\/items\/([^/:]+):\/(.+):\/content$/, ({ req, res, m, rawBody }) => {
    const parent = m[1] === 'root' || m[1] === 'ROOT' ? root : items.get(m[1]);
    if (!parent) return graphError(res, 404, 'itemNotFound', 'The resource could not be found.');
    const existing = [...items.values()].find((i) => i.parentReference.id === parent.id && i.name === m[2]);
    if (existing) {
      existing.content = Buffer.from(rawBody);
      existing.size = rawBody.length;
      drive.touch(existing);
      return send(res, 200, view(existing));
    }
    const created = drive.add(m[2], { parentId: parent.id, content: Buffer.from(rawBody), mimeType: String(req.headers['content-type'] ?? 'application/octet-stream') });
    return send(res, 201, view(created));
  });
  route('GET', /^me\/drive\/items\/([^/]+)\/content$/, ({ res, m }) => {
    const item = itemOr404(res, m[1]);
    if (!item) return true;
    if (!item.file) return graphError(res, 400, 'invalidRequest', 'The item is not a file.');
    return send(res, 200, item.content, { 'Content-Type': item.file.mimeType });
  });
  route('POST', /^me\/drive\/items\/([^/]+)\/copy$/, ({ res, m, body }) => {
    const item = itemOr404(res, m[1]);
    if (!item) return true;
    const copy = drive.add(body?.name ?? item.name, { parentId: body?.parentReference?.id ?? item.parentReference.id, content: item.content, mimeType: item.file?.mimeType });
    return send(res, 202, undefined, { Location: `${state.origin}/monitor/${copy.id}` });
  });
  route('POST', /^me\/drive\/items\/([^/]+)\/createLink$/, ({ res, m, body }) => {
    const item = itemOr404(res, m[1]);
    if (!item) return true;
    return send(res, 201, { id: state.uuid(), roles: [body.type === 'edit' ? 'write' : 'read'], link: { type: body.type, scope: body.scope, webUrl: `https://1drv.ms/${body.type}/${item.id}` } });
  });
  route('POST', /^me\/drive\/(?:root|items\/([^/]+))\/children$/, ({ res, m, body }) => {
    const parentId = m[1] ?? 'ROOT';
    if (parentId !== 'ROOT' && !items.has(parentId)) return graphError(res, 404, 'itemNotFound', 'The resource could not be found.');
    if ([...items.values()].some((i) => i.parentReference.id === parentId && i.name === body.name)) return graphError(res, 409, 'nameAlreadyExists', 'The specified item name already exists.');
    return send(res, 201, view(drive.add(body.name, { parentId, folder: true })));
  });
  route('GET', /^me\/drive\/(?:root|items\/([^/]+))\/children$/, ({ res, m, query }) => {
    const parentId = m[1] ?? 'ROOT';
    state.collections.set(`children:${parentId}`, new Map([...items.values()].filter((i) => i.parentReference.id === parentId).map((i) => [i.id, view(i)])));
    return fake.list(res, `children:${parentId}`, query, m[0]);
  });
  state.searchSources.push((q) => [...items.values()].filter((i) => i.name.toLowerCase().includes(q.toLowerCase())).map(view));
  route('GET', /^me\/drive\/root\/delta$/, ({ res, query }) => {
    const deltaLink = `${state.origin}/v1.0/me/drive/root/delta?token=${seq}`;
    if (query.token === 'latest') return send(res, 200, { value: [], '@odata.deltaLink': deltaLink });
    const since = query.token === undefined ? 0 : Number(query.token);
    const changed = [...items.values()].filter((i) => i.seq > since).sort((a, b) => a.seq - b.seq).map(view);
    const pageSize = state.pageSize;
    const skip = Number(query.$skip ?? 0);
    const page = changed.slice(skip, skip + pageSize);
    if (skip + pageSize < changed.length) {
      return send(res, 200, { value: page, '@odata.nextLink': `${state.origin}/v1.0/me/drive/root/delta?token=${since}&$skip=${skip + pageSize}` });
    }
    return send(res, 200, { value: page, '@odata.deltaLink': deltaLink });
  });
  route('*', /^me\/drive\/items\/([^/]+)$/, ({ res, m, method, body }) => {
    const item = items.get(m[1]);
    if (!item) return false;
    if (method === 'GET') return send(res, 200, view(item));
    if (method === 'PATCH') {
      Object.assign(item, body);
      drive.touch(item);
      return send(res, 200, view(item));
    }
    if (method === 'DELETE') {
      items.delete(m[1]);
      return send(res, 204);
    }
    return false;
  });
  return drive;
}
