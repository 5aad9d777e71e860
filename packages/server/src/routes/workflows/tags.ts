/** The tag routes: /tags. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INSTANCE_RULES, isAllowed } from '@weft/workflow';
import { ok, permissionUser, requireUser } from '../../auth/guards.js';
import type { ServerContext } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { TAG_NAME_MAX_LENGTH, type TagRepository } from '../../repositories/tags.js';
import { isObject } from '../../services/validation/workflow-input.js';

/** Registers GET/POST /tags and PATCH/DELETE /tags/:id. Anyone signed in reads, creates and renames tags; deleting is for the instance owner. */
export function registerTagRoutes(app: FastifyInstance, ctx: ServerContext, tags: TagRepository): void {
  void ctx;
  app.get<{ Querystring: Record<string, string | undefined> }>('/tags', async (req) => {
    requireUser(req);
    return ok(await tags.list(req.query.withUsageCount === 'true'));
  });

  app.post('/tags', async (req) => {
    requireUser(req);
    const name = await freeTagName(req, tags);
    return ok(await takenIfFails(tags, name, () => tags.create(name)));
  });

  app.patch<{ Params: { id: string } }>('/tags/:id', async (req) => {
    requireUser(req);
    const tag = await tags.get(req.params.id);
    if (!tag) throw notFound(`There is no tag with ID "${req.params.id}"`);
    const name = await freeTagName(req, tags, tag.id);
    return ok(await takenIfFails(tags, name, () => tags.rename(tag.id, name)));
  });

  app.delete<{ Params: { id: string } }>('/tags/:id', async (req) => {
    const user = requireUser(req);
    if (!isAllowed(permissionUser(user), INSTANCE_RULES.deleteTags))
      throw forbidden('Only the instance owner can delete tags');
    if (!(await tags.delete(req.params.id))) throw notFound(`There is no tag with ID "${req.params.id}"`);
    return ok(true);
  });
}

/** Runs a write; if it fails because another request just took the name, answers that as a 400. */
async function takenIfFails<T>(tags: TagRepository, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (await tags.byName(name)) throw badRequest(`A tag named "${name}" already exists`);
    throw e;
  }
}

/** The trimmed tag name of the body, checked to be free (except for the tag `ownId` itself). */
async function freeTagName(req: FastifyRequest, tags: TagRepository, ownId?: string): Promise<string> {
  const body: unknown = req.body;
  const raw = isObject(body) ? body.name : undefined;
  if (typeof raw !== 'string') throw badRequest('A tag needs a "name" (a string)');
  const name = raw.trim();
  if (name === '') throw badRequest('The tag name must not be empty');
  if (name.length > TAG_NAME_MAX_LENGTH)
    throw badRequest(`The tag name must be at most ${TAG_NAME_MAX_LENGTH} characters long`);
  const same = await tags.byName(name);
  if (same && same.id !== ownId) throw badRequest(`A tag named "${name}" already exists`);
  return name;
}
