import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setTags } from '../../stores/tags/state';
import { useTagsStore } from '../../stores/tags/store';
import { TagsInput } from './TagsInput';

function Harness({ allowCreate, start = [] }: { allowCreate?: boolean; start?: string[] }) {
  const [ids, setIds] = useState<string[]>(start);
  return (
    <>
      <TagsInput value={ids} onChange={setIds} allowCreate={allowCreate} label="Tags" />
      <output data-testid="ids">{ids.join(',')}</output>
    </>
  );
}

describe('TagsInput', () => {
  beforeEach(() => {
    useTagsStore.setState(
      setTags(useTagsStore.getState(), [
        { id: 't1', name: 'finance' },
        { id: 't2', name: 'sales' },
        { id: 't3', name: 'ops' },
      ]),
    );
  });

  it('suggests matching tags and adds the highlighted one on Enter', () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Tags' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 's' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent?.trim())).toEqual(['ops', 'sales']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('ids').textContent).toBe('t2');
    expect(screen.getAllByTestId('tag-chip').map((c) => c.textContent)).toEqual(['sales']);
  });

  it('removes the last chip with Backspace in the empty box, and a chip with its button', () => {
    render(<Harness start={['t1', 't2']} />);
    const box = screen.getByRole('combobox', { name: 'Tags' });
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(screen.getByTestId('ids').textContent).toBe('t1');
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag finance' }));
    expect(screen.getByTestId('ids').textContent).toBe('');
  });

  it('offers to create an unknown tag only when creating is allowed', () => {
    const { unmount } = render(<Harness />);
    let box = screen.getByRole('combobox', { name: 'Tags' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'marketing' } });
    expect(screen.queryByRole('option')).toBeNull();
    unmount();
    render(<Harness allowCreate />);
    box = screen.getByRole('combobox', { name: 'Tags' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'marketing' } });
    expect(screen.getByRole('option')).toHaveTextContent('Create tag “marketing”');
  });
});
