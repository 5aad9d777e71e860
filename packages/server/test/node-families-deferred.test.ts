import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enabledBuiltinNodeTypes } from '@weft/nodes';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createServer } from '../src/start.js';

/** `weft start` opens its port with only the core node family loaded and loads the rest after. */
describe('a server that loads its node families after it opens', () => {
  const homes: string[] = [];
  afterEach(() => {
    for (const h of homes.splice(0)) rmSync(h, { recursive: true, force: true });
  });

  const deferred = async (env: Record<string, string> = {}) => {
    const home = mkdtempSync(join(tmpdir(), 'weft-deferred-'));
    homes.push(home);
    const config = loadConfig({ WEFT_HOME: home, WEFT_ENCRYPTION_KEY: 'test-key-0123456789abcdef', ...env });
    const server = await createServer(config, undefined, { deferNodeFamilies: true });
    await server.app.ready();
    return server;
  };

  it('answers the settings and the editor at once, and holds a request for node types until all are loaded', async () => {
    const { app, ctx } = await deferred({ WEFT_NODES_EXCLUDE: '["n8n-nodes-base.slack"]' });
    try {
      expect(ctx.builtinNodes.complete).toBe(false);
      expect(ctx.nodeTypes.get('weft.gmail')).toBeUndefined();
      expect((await app.inject({ url: '/rest/settings' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/' })).statusCode).toBe(200);
      // Neither of those needed the families, so neither waited for them.
      expect(ctx.builtinNodes.complete).toBe(false);

      const res = await app.inject({ url: '/types/nodes.json' });
      expect(res.statusCode).toBe(200);
      expect(ctx.builtinNodes.complete).toBe(true);
      const names = (JSON.parse(res.body) as Array<{ name: string }>).map((d) => d.name);
      // The same descriptions, in the same order, as when every family loads before the server opens.
      const excluded = ['n8n-nodes-base.slack'];
      expect(names).toEqual(enabledBuiltinNodeTypes(excluded).map((t) => t.description.name));
      expect(names).toContain('weft.gmail');
      expect(names).not.toContain('weft.slack');
      expect(ctx.nodeTypes.get('weft.gmail')).toBeDefined();
    } finally {
      await app.close();
      await ctx.db.close();
    }
  });

  it('loads every family before a run, whoever starts it', async () => {
    const { app, ctx } = await deferred();
    try {
      expect(ctx.builtinNodes.complete).toBe(false);
      // The engine awaits `prepare` before each run (a resumed wait, an error workflow, a sub-workflow).
      await ctx.nodeTypes.prepare?.([{ type: 'n8n-nodes-base.set' }]);
      expect(ctx.builtinNodes.complete).toBe(true);
      expect(ctx.nodeTypes.get('weft.slack')).toBeDefined();
    } finally {
      await app.close();
      await ctx.db.close();
    }
  });
});
