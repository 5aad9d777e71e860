import { describe, expect, it } from 'vitest';
import * as s from './state';

describe('tag store state', () => {
  const st = s.setTags(s.initialTagsState, [
    { id: '2', name: 'sales' },
    { id: '1', name: 'Finance' },
    { id: '3', name: 'ops' },
  ]);

  it('sorts tags by name and finds them by name, ignoring case', () => {
    expect(s.sortedTags(st).map((t) => t.name)).toEqual(['Finance', 'ops', 'sales']);
    expect(s.tagByName(st, ' finance ')?.id).toBe('1');
    expect(s.tagByName(st, 'nope')).toBeUndefined();
  });

  it('suggests matching tags that are not chosen yet', () => {
    expect(s.suggestTags(st, 'S', ['2']).map((t) => t.name)).toEqual(['ops']);
    expect(s.suggestTags(st, '').map((t) => t.id)).toEqual(['1', '3', '2']);
  });

  it('adds, renames and removes tags', () => {
    let next = s.upsertTag(st, { id: '4', name: 'new' });
    expect(Object.keys(next.tags)).toHaveLength(4);
    next = s.upsertTag(next, { id: '4', name: 'renamed' });
    expect(next.tags['4']!.name).toBe('renamed');
    next = s.removeTag(next, '4');
    expect(next.tags['4']).toBeUndefined();
  });
});
