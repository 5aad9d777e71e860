import { describe, expect, it } from 'vitest';
import type { CredentialResponse, CredentialTypeDescription } from '../../api/credentials';
import {
  autoSelection,
  credentialSlots,
  credentialTypesFor,
  isInvalidSelection,
  scopeLabel,
  selectionAfterListChange,
  toRef,
  usableCredentials,
} from './credentials';

const type = (name: string, extra: Partial<CredentialTypeDescription> = {}): CredentialTypeDescription => ({
  name,
  displayName: name,
  properties: [],
  ...extra,
});
const cred = (id: string, t: string, owner = 'u1', sharedWith: string[] = []): CredentialResponse => ({
  id,
  name: `cred ${id}`,
  type: t,
  nodesAccess: [],
  ownedBy: { id: owner } as never,
  sharedWith: sharedWith.map((s) => ({ id: s })) as never,
  createdAt: '',
  updatedAt: '',
});

describe('credential types offered by a credentialsSelect', () => {
  const types = [
    type('httpBasicAuth'),
    type('httpHeaderAuth'),
    type('oAuth2Api'),
    type('googleOAuth2Api', { extends: ['oAuth2Api'] }),
    type('slackApi'),
  ];
  it("'has:genericAuth' lists the generic auth types", () => {
    expect(
      credentialTypesFor({ typeOptions: { credentialTypes: ['has:genericAuth'] } }, types).map((t) => t.name),
    ).toEqual(['httpBasicAuth', 'httpHeaderAuth']);
  });
  it("'extends:' follows the chain; 'has:authenticate' excludes the header auth type", () => {
    const names = credentialTypesFor(
      { typeOptions: { credentialTypes: ['extends:oAuth2Api', 'has:authenticate'] } },
      types,
    ).map((t) => t.name);
    expect(names).toEqual(['httpBasicAuth', 'googleOAuth2Api']);
  });
  it('no requirement lists everything', () => expect(credentialTypesFor({}, types)).toHaveLength(5));
});

describe('credential slots', () => {
  const nodeType = {
    credentials: [
      { name: 'httpBasicAuth', required: true, displayOptions: { show: { genericAuthType: ['httpBasicAuth'] } } },
      { name: 'always' },
    ],
  };
  it('respects displayOptions', () => {
    expect(credentialSlots(nodeType, { genericAuthType: 'httpBasicAuth' }).map((s) => s.type)).toEqual([
      'httpBasicAuth',
      'always',
    ]);
    expect(credentialSlots(nodeType, {}).map((s) => s.type)).toEqual(['always']);
  });
  it('adds the predefined credential type', () => {
    expect(credentialSlots({}, { authentication: 'predefinedCredentialType', nodeCredentialType: 'slackApi' })).toEqual(
      [{ type: 'slackApi', required: true }],
    );
  });
});

describe('only usable credentials are listed', () => {
  const all = [cred('1', 'a', 'me'), cred('2', 'a', 'other'), cred('3', 'a', 'other', ['me']), cred('4', 'b', 'me')];
  const me = { id: 'me', role: 'member' } as never;
  it('owner or sharee with sharing on', () =>
    expect(usableCredentials(all, 'a', me, true).map((c) => c.id)).toEqual(['1', '3']));
  it('everything of the type with sharing off', () =>
    expect(usableCredentials(all, 'a', me, false).map((c) => c.id)).toEqual(['1', '2', '3']));
});

describe('selection after create, rename, delete', () => {
  const before = [cred('1', 'a'), cred('2', 'a')];
  it('rename keeps the selection with the new name', () => {
    const after = [{ ...before[0]!, name: 'renamed' }, before[1]!];
    expect(selectionAfterListChange({ id: '1', name: 'cred 1' }, before, after)).toEqual({ id: '1', name: 'renamed' });
  });
  it('deleting the selected one selects the last remaining usable one', () =>
    expect(selectionAfterListChange({ id: '2', name: 'cred 2' }, before, [before[0]!])).toEqual({
      id: '1',
      name: 'cred 1',
    }));
  it('deleting the last one clears the selection', () =>
    expect(selectionAfterListChange({ id: '1', name: 'cred 1' }, [before[0]!], [])).toBeNull());
  it('deleting another one changes nothing', () =>
    expect(selectionAfterListChange({ id: '1', name: 'cred 1' }, before, [before[0]!])).toBeUndefined());
  it('auto-selects the most recent usable one when nothing is chosen', () => {
    expect(autoSelection(undefined, before)).toEqual({ id: '2', name: 'cred 2' });
    expect(autoSelection({ id: '1', name: 'x' }, before)).toBeUndefined();
  });
  it('invalid selections: id null or unknown', () => {
    expect(isInvalidSelection({ id: null, name: 'x' }, before)).toBe(true);
    expect(isInvalidSelection({ id: '9', name: 'x' }, before)).toBe(true);
    expect(isInvalidSelection({ id: '1', name: 'x' }, before)).toBe(false);
    expect(toRef('old name')).toEqual({ id: null, name: 'old name' });
  });
  it('scopes show their last path segment', () =>
    expect(scopeLabel('https://www.googleapis.com/auth/drive.file')).toBe('drive.file'));
});
