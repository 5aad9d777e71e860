/**
 * Public API tags: list, get, create, rename and delete. As in /rest, anyone with a key reads,
 * creates and renames tags; deleting is for the instance owner (`INSTANCE_RULES.deleteTags`).
 */
import type { FastifyInstance } from 'fastify';
import { INSTANCE_RULES, isAllowed } from '@weft/workflow';
import { permissionUser, requireUser } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';
import type { TagRecord, TagRepository } from '../repositories/tags.js';
import { checkBody, queryOf } from './input.js';
import { pageOf, parsePageRequest, type Page } from './pagination.js';

type IdRoute = { Params: { id: string } };

/** A tag without its usage count. */
function plain(tag: TagRecord): TagRecord {
  return { id: tag.id, name: tag.name, createdAt: tag.createdAt, updatedAt: tag.updatedAt };
}

/** Registers the tag operations on the public API scope. */
export function registerPublicTags(app: FastifyInstance, ctx: ServerContext, tags: TagRepository): void {
  void ctx;
  const load = async (id: string) => {
    const tag = await tags.get(id);
    if (!tag) throw notFound(`There is no tag with ID "${id}"`);
    return tag;
  };

  /** The trimmed name of the body, free for the tag `ownId` (a 409 when another tag has it). */
  const freeName = async (body: unknown, ownId?: string) => {
    const name = checkBody<{ name: string }>(body, 'TagInput').name.trim();
    if (!name) throw badRequest('The tag name must not be empty');
    const same = await tags.byName(name);
    if (same && same.id !== ownId) throw conflict(`A tag named "${name}" already exists`);
    return name;
  };

  /** A write that lost a race for the name to another request answers 409 too. */
  const claim = async (name: string, write: () => Promise<TagRecord | undefined>) => {
    try {
      return await write();
    } catch (e) {
      if (await tags.byName(name)) throw conflict(`A tag named "${name}" already exists`);
      throw e;
    }
  };

  app.get('/tags', async (req): Promise<Page<TagRecord>> => {
    requireUser(req);
    const { items, nextCursor } = pageOf(await tags.list(), parsePageRequest(queryOf(req.query)));
    return { data: items.map(plain), nextCursor };
  });

  app.get<IdRoute>('/tags/:id', async (req) => {
    requireUser(req);
    return plain(await load(req.params.id));
  });

  app.post('/tags', async (req, reply) => {
    requireUser(req);
    const name = await freeName(req.body);
    const tag = await claim(name, () => tags.create(name));
    return reply.status(201).send(plain(tag!));
  });

  app.put<IdRoute>('/tags/:id', async (req) => {
    requireUser(req);
    const tag = await load(req.params.id);
    const name = await freeName(req.body, tag.id);
    const renamed = await claim(name, () => tags.rename(tag.id, name));
    if (!renamed) throw notFound(`There is no tag with ID "${tag.id}"`);
    return plain(renamed);
  });

  app.delete<IdRoute>('/tags/:id', async (req) => {
    const user = requireUser(req);
    if (!isAllowed(permissionUser(user), INSTANCE_RULES.deleteTags))
      throw forbidden('Only the instance owner can delete tags');
    const tag = await load(req.params.id);
    await tags.delete(tag.id);
    return plain(tag);
  });
}
