import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareVersions, parsePackageSpec } from '../src/community-nodes/index.js';
import { pinnedSpec } from '../src/community-nodes/package-spec.js';
import { readTarballManifest } from '../src/community-nodes/tarball.js';
import { packPackage, shoutPackage } from './community-packages-helpers.js';

describe('community package specs', () => {
  it('accepts npm names, scopes, versions and tags', () => {
    expect(parsePackageSpec('n8n-nodes-example')).toEqual({ kind: 'registry', name: 'n8n-nodes-example' });
    expect(parsePackageSpec('n8n-nodes-example@1.2.3')).toEqual({
      kind: 'registry',
      name: 'n8n-nodes-example',
      version: '1.2.3',
    });
    expect(parsePackageSpec('@acme/weft-nodes@^2.0.0')).toEqual({
      kind: 'registry',
      name: '@acme/weft-nodes',
      version: '^2.0.0',
    });
    expect(parsePackageSpec(' @acme/weft-nodes ')).toEqual({ kind: 'registry', name: '@acme/weft-nodes' });
    expect(parsePackageSpec('weft-nodes@next')).toEqual({ kind: 'registry', name: 'weft-nodes', version: 'next' });
  });

  it('pins what another process of a cluster installs to the exact version of the row, checked again', () => {
    expect(pinnedSpec('weft-nodes-shout', '1.1.0')).toBe('weft-nodes-shout@1.1.0');
    expect(pinnedSpec('@acme/weft-nodes', '2.0.0-beta.1+b7')).toBe('@acme/weft-nodes@2.0.0-beta.1+b7');
    // A row altered in the database never reaches npm as an option or a range.
    for (const [name, version] of [
      ['--registry=http://evil', '1.0.0'],
      ['weft-nodes-shout', '--global'],
      ['weft-nodes-shout', 'latest'],
      ['weft-nodes-shout', '^1.0.0'],
      ['n8n-nodes-base', '1.0.0'],
    ]) {
      expect(() => pinnedSpec(name!, version!), `${name}@${version}`).toThrow();
    }
  });

  it('refuses anything a shell or npm could read as more than a package', () => {
    for (const bad of [
      'a b',
      'a;b',
      'a&&b',
      '$(x)',
      '`x`',
      '-g',
      '--prefix=/',
      '.hidden',
      '_private',
      'Caps',
      'a@1 2',
      'a@$(x)',
      'file:../x',
      'git+ssh://x',
      'http://x/y.tgz',
      'weft',
      'n8n-nodes-base',
      'x'.repeat(215),
    ]) {
      expect(() => parsePackageSpec(bad), bad).toThrow();
    }
  });

  it('takes only absolute paths of existing .tgz files as tarballs', () => {
    expect(() => parsePackageSpec('pkg.tgz')).toThrow(/absolute/);
    expect(() => parsePackageSpec('/nowhere/pkg.tgz')).toThrow(/no tarball/);
  });

  it('reads the package.json of a packed tarball', () => {
    const tarball = packPackage(shoutPackage('3.4.5'));
    try {
      expect(parsePackageSpec(tarball)).toEqual({ kind: 'tarball', path: tarball });
      expect(readTarballManifest(tarball)).toMatchObject({ name: 'weft-nodes-shout', version: '3.4.5' });
    } finally {
      rmSync(dirname(tarball), { recursive: true, force: true });
    }
  });

  it('compares versions numerically, releases after their pre-releases', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.0.0', '2.0.0')).toBe(0);
    expect(compareVersions('2.0.0-beta.1', '2.0.0')).toBeLessThan(0);
    expect(compareVersions('0.3', '0.3.1')).toBeLessThan(0);
  });
});
