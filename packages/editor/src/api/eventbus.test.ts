import { describe, expect, it } from 'vitest';
import { DESTINATION_TYPES, groupEventNames, newDestination } from './eventbus';

describe('log streaming helpers', () => {
  it('groups event names by their first two segments', () => {
    expect(groupEventNames(['weft.workflow.success', 'weft.audit.user.login.success', 'weft.workflow.failed'])).toEqual(
      [
        { group: 'weft.workflow', names: ['weft.workflow.failed', 'weft.workflow.success'] },
        { group: 'weft.audit', names: ['weft.audit.user.login.success'] },
      ],
    );
  });

  it('gives each destination type its defaults', () => {
    expect(newDestination(DESTINATION_TYPES.syslog)).toMatchObject({ protocol: 'udp', port: 514, app_name: 'weft' });
    expect(newDestination(DESTINATION_TYPES.webhook)).toMatchObject({ method: 'POST', url: '' });
  });
});
