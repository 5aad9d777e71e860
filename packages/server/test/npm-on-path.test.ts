import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { executableOnPath } from '../src/community-nodes/npm.js';

// Whether npm is available is read off the PATH (as a shell finds a command), not by running it.
describe('executableOnPath', () => {
  const root = mkdtempSync(join(tmpdir(), 'weft-path-'));
  const withNpm = join(root, 'bin');
  const plainFile = join(root, 'plain');
  const folderNamedNpm = join(root, 'folder');
  for (const dir of [withNpm, plainFile, join(folderNamedNpm, 'npm')]) mkdirSync(dir, { recursive: true });
  writeFileSync(join(withNpm, 'npm'), '#!/bin/sh\n');
  chmodSync(join(withNpm, 'npm'), 0o755);
  writeFileSync(join(plainFile, 'npm'), 'not executable');
  chmodSync(join(plainFile, 'npm'), 0o644);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds an executable in any folder of the PATH', () => {
    expect(executableOnPath('npm', { PATH: [join(root, 'missing'), withNpm].join(delimiter) })).toBe(true);
  });

  it('skips files that cannot be run, folders, and an empty PATH', () => {
    expect(executableOnPath('npm', { PATH: [plainFile, folderNamedNpm, ''].join(delimiter) })).toBe(false);
    expect(executableOnPath('npm', {})).toBe(false);
  });

  it('finds the npm this machine runs the tests with', () => {
    expect(executableOnPath('npm', process.env)).toBe(true);
  });
});
