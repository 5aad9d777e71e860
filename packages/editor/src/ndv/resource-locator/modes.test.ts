import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  extractFromUrl,
  linkUrl,
  listRequestKey,
  withoutPath,
  loadFailed,
  modeForExpression,
  moveHover,
  nonListMode,
  pageLoaded,
  refreshCache,
  shouldLoad,
  startLoading,
  switchMode,
  valueForDrop,
  valueForInput,
  type LocatorMode,
} from './modes';

const modes: LocatorMode[] = [
  { name: 'list', typeOptions: { searchListMethod: 'search', searchable: true } },
  { name: 'id', url: 'https://example.com/items/{{$value}}' },
  { name: 'url', extractValue: { type: 'regex', regex: 'https://example.com/items/([0-9]+)' } },
];
const listValue = {
  __rl: true as const,
  value: '42',
  mode: 'list',
  cachedResultName: 'Item 42',
  cachedResultUrl: 'https://example.com/items/42',
};

describe('resource locator mode transitions', () => {
  it('list → url uses the cached result URL', () =>
    expect(switchMode(listValue, 'url')).toMatchObject({ mode: 'url', value: 'https://example.com/items/42' }));
  it('list → url makes a relative cached URL absolute', () => {
    expect(
      switchMode(
        { __rl: true, value: 'Ab1', mode: 'list', cachedResultUrl: '/workflow/Ab1' },
        'url',
        'http://weft.test:5678',
      ),
    ).toMatchObject({ mode: 'url', value: 'http://weft.test:5678/workflow/Ab1', cachedResultUrl: '/workflow/Ab1' });
    expect(absoluteUrl('https://x.test/a', 'http://weft.test')).toBe('https://x.test/a');
  });
  it('id → url uses the cached result URL', () =>
    expect(switchMode({ ...listValue, mode: 'id' }, 'url')).toMatchObject({
      mode: 'url',
      value: 'https://example.com/items/42',
    }));
  it('id → url without a cached URL clears the value', () =>
    expect(switchMode({ __rl: true, value: '42', mode: 'id' }, 'url')).toEqual({ __rl: true, mode: 'url', value: '' }));
  it('list → url without a cached URL clears the value', () =>
    expect(switchMode({ __rl: true, value: '42', mode: 'list' }, 'url')).toEqual({
      __rl: true,
      mode: 'url',
      value: '',
    }));
  it('list → id keeps the value', () => expect(switchMode(listValue, 'id')).toMatchObject({ mode: 'id', value: '42' }));
  it('id → list clears the value', () =>
    expect(switchMode({ __rl: true, value: '42', mode: 'id' }, 'list')).toEqual({
      __rl: true,
      mode: 'list',
      value: '',
    }));
  it('url → id clears the value', () =>
    expect(switchMode({ __rl: true, value: 'https://example.com/items/42', mode: 'url' }, 'id')).toEqual({
      __rl: true,
      mode: 'id',
      value: '',
    }));
  it('url → list clears the value', () =>
    expect(switchMode({ __rl: true, value: 'https://x', mode: 'url' }, 'list')).toEqual({
      __rl: true,
      mode: 'list',
      value: '',
    }));
  it('the same mode changes nothing', () =>
    expect(switchMode(listValue, 'list')).toMatchObject({ mode: 'list', value: '42', cachedResultName: 'Item 42' }));
  it('no value yet: the new mode with an empty value', () =>
    expect(switchMode(undefined, 'id')).toEqual({ __rl: true, mode: 'id', value: '' }));
});

describe('expressions and drops leave list mode', () => {
  it('uses id when available', () => expect(modeForExpression(modes, 'list')).toBe('id'));
  it('else the first mode that is not list', () =>
    expect(nonListMode([{ name: 'list' }, { name: 'url' }])).toBe('url'));
  it('other modes stay', () => expect(modeForExpression(modes, 'url')).toBe('url'));
  it('a drop onto list mode switches to id', () =>
    expect(valueForDrop(modes, listValue, '={{ $json.id }}')).toMatchObject({ mode: 'id', value: '={{ $json.id }}' }));
  it('a drop without an existing value has an empty mode', () =>
    expect(valueForDrop(modes, undefined, '={{ $json.id }}')).toEqual({
      __rl: true,
      value: '={{ $json.id }}',
      mode: '',
    }));
});

describe('url extraction and links', () => {
  it('keeps the mode regex as __regex', () =>
    expect(valueForInput(modes[2], undefined, 'https://example.com/items/7')).toEqual({
      __rl: true,
      value: 'https://example.com/items/7',
      mode: 'url',
      __regex: 'https://example.com/items/([0-9]+)',
    }));
  it('extracts the id with the first group', () => {
    expect(extractFromUrl(modes[2], 'https://example.com/items/7')).toBe('7');
    expect(extractFromUrl(modes[2], 'https://other.com')).toBeUndefined();
    expect(extractFromUrl(modes[1], 'x')).toBeUndefined();
  });
  it('builds the open-in-new-tab URL', () => {
    expect(linkUrl(modes[1], { __rl: true, value: '9', mode: 'id' })).toBe('https://example.com/items/9');
    expect(linkUrl(modes[0], listValue)).toBe('https://example.com/items/42');
    expect(linkUrl(modes[2], { __rl: true, value: 'https://example.com/items/1', mode: 'url' })).toBe(
      'https://example.com/items/1',
    );
    expect(linkUrl(modes[1], { __rl: true, value: '={{ 1 }}', mode: 'id' })).toBeUndefined();
  });
});

describe('list cache', () => {
  const key = listRequestKey('search', '', {}, {});
  it('loads initially and after an error only', () => {
    expect(shouldLoad({}, key, modes[0], '')).toBe(true);
    const loaded = pageLoaded(
      startLoading({}, key),
      key,
      { results: [{ name: 'A', value: 1 }], paginationToken: 'p2' },
      false,
    );
    expect(shouldLoad(loaded, key, modes[0], '')).toBe(false);
    const failed = loadFailed(loaded, key, 'boom');
    expect(failed[key]).toMatchObject({ error: true, errorMessage: 'boom', loading: false });
    expect(shouldLoad(failed, key, modes[0], '')).toBe(true);
  });
  it('never loads without a required filter', () =>
    expect(shouldLoad({}, key, { name: 'list', typeOptions: { searchFilterRequired: true } }, '')).toBe(false));
  it('paging appends with the next token', () => {
    let cache = pageLoaded({}, key, { results: [{ name: 'A', value: 1 }], paginationToken: 'p2' }, false);
    expect(cache[key]!.nextPageToken).toBe('p2');
    cache = pageLoaded(cache, key, { results: [{ name: 'B', value: 2 }] }, true);
    expect(cache[key]!.results.map((r) => r.name)).toEqual(['A', 'B']);
    expect(cache[key]!.nextPageToken).toBeUndefined();
  });
  it('refresh clears the whole cache', () => expect(refreshCache()).toEqual({}));
  it('choosing a result (the locator’s own value) keeps the key; other parameters and the filter change it', () => {
    const before = listRequestKey('search', '', { doc: { __rl: true, value: '', mode: 'list' }, limit: 5 }, {}, 'doc');
    expect(
      listRequestKey(
        'search',
        '',
        { doc: { __rl: true, value: '7', mode: 'list', cachedResultName: 'Seven' }, limit: 5 },
        {},
        'doc',
      ),
    ).toBe(before);
    expect(
      listRequestKey('search', '', { doc: { __rl: true, value: '', mode: 'list' }, limit: 6 }, {}, 'doc'),
    ).not.toBe(before);
    expect(
      listRequestKey('search', 'se', { doc: { __rl: true, value: '', mode: 'list' }, limit: 5 }, {}, 'doc'),
    ).not.toBe(before);
    expect(withoutPath({ options: { doc: 1, keep: 2 }, other: 3 }, 'options.doc')).toEqual({
      options: { keep: 2 },
      other: 3,
    });
  });
  it('keyboard navigation is clamped', () => {
    expect(moveHover(0, 'ArrowDown', 3)).toBe(1);
    expect(moveHover(2, 'ArrowDown', 3)).toBe(2);
    expect(moveHover(0, 'ArrowUp', 3)).toBe(0);
    expect(moveHover(5, 'ArrowUp', 0)).toBe(0);
  });
});
