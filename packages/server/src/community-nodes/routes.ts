import type { FastifyInstance } from 'fastify';
import { ok, requireOwner } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { badRequest } from '../http/errors.js';
import { InstalledPackageRepository } from './repository.js';
import { assertCommunityPackagesEnabled, parseSearchQuery, searchCommunityPackages } from './search.js';

function nameFrom(body: unknown): unknown {
  if (!body || typeof body !== 'object')
    throw badRequest(
      'The body needs "name": an npm package name (optionally with @version) or the path of a .tgz tarball',
    );
  return (body as { name?: unknown }).name;
}

/**
 * `/rest/community-packages`: list (GET), install (POST `{name}`), update (PATCH `{name}`) and
 * uninstall (DELETE `?name=`) community node packages, and search the npm registry for them
 * (GET `/search?q=&from=&size=`). Owner only.
 */
export async function register(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const service = ctx.communityPackages;
  const repo = new InstalledPackageRepository(ctx.db);

  app.get('/community-packages/search', async (req) => {
    requireOwner(req);
    assertCommunityPackagesEnabled(ctx.config.communityPackages);
    const query = parseSearchQuery(req.query);
    const installed = new Map((await repo.list()).map((p) => [p.packageName, p.installedVersion] as const));
    return ok(await searchCommunityPackages(query, installed, service.folder.path));
  });

  app.get('/community-packages', async (req) => {
    requireOwner(req);
    return ok(await service.list());
  });

  app.post('/community-packages', async (req) => {
    requireOwner(req);
    return ok(await service.install(nameFrom(req.body)));
  });

  app.patch('/community-packages', async (req) => {
    requireOwner(req);
    return ok(await service.update(nameFrom(req.body)));
  });

  app.delete('/community-packages', async (req) => {
    requireOwner(req);
    const name = (req.query as { name?: unknown }).name;
    await service.uninstall(name);
    return ok({ success: true });
  });
}
