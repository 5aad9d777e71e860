import { describe, expect, it } from 'vitest';
import type { PackageProcessState } from '../../api/community-packages';
import { clusterStatus } from './cluster-status';

const proc = (
  role: PackageProcessState['role'],
  pid: number,
  installedVersion: string | null,
  failure?: { version: string; error: string },
): PackageProcessState => ({
  process: `${role}:h:${pid}`,
  role,
  host: 'h',
  pid,
  installedVersion,
  ...(failure ? { failedVersion: failure.version, error: failure.error } : {}),
});

describe('clusterStatus', () => {
  it('is undefined outside queue mode', () => {
    expect(clusterStatus({ installedVersion: '1.0.0' })).toBeUndefined();
    expect(clusterStatus({ installedVersion: '1.0.0', processes: [] })).toBeUndefined();
  });

  it('says all processes have it', () => {
    expect(
      clusterStatus({
        installedVersion: '1.0.0',
        processes: [proc('main', 1, '1.0.0'), proc('worker', 2, '1.0.0'), proc('webhook', 3, '1.0.0')],
      }),
    ).toEqual({ tone: 'ok', label: 'on all 3 processes', lines: [], pending: false });
  });

  it('names the processes still catching up, and asks to look again', () => {
    const s = clusterStatus({
      installedVersion: '1.1.0',
      processes: [proc('main', 1, '1.1.0'), proc('worker', 2, '1.0.0'), proc('webhook', 3, null)],
    })!;
    expect(s).toMatchObject({ tone: 'warning', label: 'Installing on 2 of 3 processes', pending: true });
    expect(s.lines.map((l) => l.text)).toEqual([
      'Worker on h (pid 2): has 1.0.0, installing 1.1.0…',
      'Webhook process on h (pid 3): installing…',
    ]);
  });

  it('puts failures first in the badge and says what still runs', () => {
    const s = clusterStatus({
      installedVersion: '1.1.0',
      processes: [
        proc('main', 1, '1.1.0'),
        proc('worker', 2, '1.0.0', { version: '1.1.0', error: 'npm is not available on this machine' }),
        proc('worker', 3, null),
      ],
    })!;
    expect(s).toMatchObject({ tone: 'danger', label: 'Failed on 1 of 3 processes', pending: true });
    expect(s.lines).toEqual([
      {
        key: 'worker:h:2',
        failed: true,
        text: 'Worker on h (pid 2): could not install 1.1.0: npm is not available on this machine (still runs 1.0.0)',
      },
      { key: 'worker:h:3', failed: false, text: 'Worker on h (pid 3): installing…' },
    ]);
    const settled = clusterStatus({
      installedVersion: '1.1.0',
      processes: [proc('main', 1, '1.1.0'), proc('worker', 2, null, { version: '1.1.0', error: 'npm failed' })],
    })!;
    expect(settled).toMatchObject({ tone: 'danger', label: 'Failed on 1 of 2 processes', pending: false });
  });
});
