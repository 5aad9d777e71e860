import { describe, expect, it, vi } from 'vitest';
import { render, waitFor, act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { CodeNodeEditor } from './CodeNodeEditor';
import { ALL_ITEMS_PLACEHOLDER, EACH_ITEM_PLACEHOLDER, type CodeNodeMode } from './templates';
import { polyfillRangeRects } from './jsdom-codemirror';
import { HtmlEditorDialog } from '../dialogs/HtmlEditorDialog';
import { TextEditDialog } from '../dialogs/TextEditDialog';

function Harness({
  initial,
  mode,
  readOnly,
  onChange,
}: {
  initial: string;
  mode: CodeNodeMode;
  readOnly?: boolean;
  onChange?(v: string): void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <CodeNodeEditor
      value={value}
      mode={mode}
      readOnly={readOnly}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

polyfillRangeRects();

const docText = (el: HTMLElement) =>
  Array.from(el.querySelectorAll('.cm-line'))
    .map((l) => l.textContent)
    .join('\n');

describe('CodeNodeEditor', () => {
  it('fills an empty value with the mode default code and emits it', async () => {
    const onChange = vi.fn();
    const { container } = render(<Harness initial="" mode="runOnceForAllItems" onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(ALL_ITEMS_PLACEHOLDER));
    await waitFor(() => expect(docText(container)).toBe(ALL_ITEMS_PLACEHOLDER));
  });

  it('swaps the default code when the mode changes, keeps user code', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <CodeNodeEditor value={ALL_ITEMS_PLACEHOLDER} mode="runOnceForAllItems" onChange={onChange} />,
    );
    rerender(<CodeNodeEditor value={ALL_ITEMS_PLACEHOLDER} mode="runOnceForEachItem" onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(EACH_ITEM_PLACEHOLDER));
    onChange.mockClear();
    rerender(<CodeNodeEditor value="return [];" mode="runOnceForAllItems" onChange={onChange} />);
    await act(async () => {});
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is read-only when asked', () => {
    const { container } = render(
      <CodeNodeEditor value="return [];" mode="runOnceForAllItems" onChange={() => {}} readOnly />,
    );
    const content = container.querySelector('.cm-content')!;
    expect(content.getAttribute('contenteditable')).toBe('false');
    expect(container.querySelector('.code-node-editor--readonly')).not.toBeNull();
  });

  it('throws on a mode that is not one of the two', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CodeNodeEditor value="" mode={'x' as CodeNodeMode} onChange={() => {}} />)).toThrow(
      /Invalid Code node mode/,
    );
  });
});

describe('dialogs', () => {
  it('HTML editor Format formats the sections and read-only disables it', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <HtmlEditorDialog open value="<div><p>x</p></div>" onChange={onChange} onClose={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Format HTML' }));
    expect(onChange).toHaveBeenCalledWith('<div>\n  <p>x</p>\n</div>');
    rerender(<HtmlEditorDialog open readOnly value="<div></div>" onChange={onChange} onClose={() => {}} />);
    expect(screen.getByRole('button', { name: 'Format HTML' })).toBeDisabled();
  });

  it('text edit dialog: title Edit + label, 15 rows, Escape discards the draft', () => {
    const onChange = vi.fn();
    const onClose = vi.fn();
    render(<TextEditDialog open label="Notes" value="stored" onChange={onChange} onClose={onClose} />);
    expect(screen.getByRole('heading', { name: 'Edit Notes' })).toBeInTheDocument();
    const area = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Notes' });
    expect(area.rows).toBe(15);
    fireEvent.change(area, { target: { value: 'draft' } });
    fireEvent.keyDown(area, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('CodeNodeEditor editing', () => {
  it('clearing the code by hand does not bring the default code back', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<CodeNodeEditor value="return [];" mode="runOnceForAllItems" onChange={onChange} />);
    rerender(<CodeNodeEditor value="" mode="runOnceForAllItems" onChange={onChange} />);
    await act(async () => {});
    expect(onChange).not.toHaveBeenCalled();
  });
});
