import { describe, expect, it } from 'vitest';
import { watcherOptions } from './index.js';

describe('Local File Trigger watcher options (as n8n passes them to chokidar)', () => {
  it('ignores existing files and follows links unless told otherwise; unlimited depth is no limit', () => {
    const o = watcherOptions({});
    expect(o).toMatchObject({
      persistent: true,
      ignoreInitial: true,
      followSymlinks: true,
      depth: undefined,
      ignored: undefined,
    });
    expect(watcherOptions({ depth: -1 }).depth).toBeUndefined();
    expect(watcherOptions({ depth: 0 }).depth).toBe(0);
    expect(
      watcherOptions({
        depth: 3,
        ignoreInitial: false,
        followSymlinks: false,
        usePolling: true,
        awaitWriteFinish: true,
      }),
    ).toMatchObject({
      depth: 3,
      ignoreInitial: false,
      followSymlinks: false,
      usePolling: true,
      awaitWriteFinish: true,
    });
  });

  it("passes 'Ignore' as a path in match mode, and as a substring test otherwise (also when no mode is set)", () => {
    expect(watcherOptions({ ignored: '/data/tmp', ignoreMode: 'match' }).ignored).toBe('/data/tmp');
    for (const o of [watcherOptions({ ignored: 'tmp', ignoreMode: 'contain' }), watcherOptions({ ignored: 'tmp' })]) {
      const test = o.ignored as (path: string) => boolean;
      expect(test('/data/tmp/a.txt')).toBe(true);
      expect(test('/data/keep/a.txt')).toBe(false);
    }
    expect(watcherOptions({ ignored: '', ignoreMode: 'contain' }).ignored).toBeUndefined();
  });
});
