import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { suggestTags } from '../../stores/tags/state';
import { useTagsStore } from '../../stores/tags/store';
import { toast } from '../../stores/toasts/store';
import { Icon } from '../ui/Icon';
import '../../styles/tags.css';

export interface TagsInputProps {
  /** Chosen tag ids. */
  value: string[];
  onChange(tagIds: string[]): void;
  /** Enter on a name no tag has creates the tag (POST /tags). */
  allowCreate?: boolean;
  placeholder?: string;
  /** Accessible name of the text box. */
  label: string;
  disabled?: boolean;
  autoFocus?: boolean;
  testId?: string;
}

/**
 * Tag chips with a type-ahead: arrows pick a suggestion, Enter adds it (or creates a new tag when
 * allowed), Backspace in the empty box removes the last chip, Escape closes the list.
 */
export function TagsInput({
  value,
  onChange,
  allowCreate = false,
  placeholder = 'Add tags…',
  label,
  disabled,
  autoFocus,
  testId = 'tags-input',
}: TagsInputProps) {
  const tags = useTagsStore((s) => s.tags);
  const fetchTags = useTagsStore((s) => s.fetchTags);
  const createTag = useTagsStore((s) => s.createTag);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();

  useEffect(() => {
    fetchTags().catch(() => undefined);
  }, [fetchTags]);

  const suggestions = useMemo(
    () => suggestTags({ tags, loaded: true, loading: false }, text, value).slice(0, 50),
    [tags, text, value],
  );
  const exact = suggestions.find((t) => t.name.toLowerCase() === text.trim().toLowerCase());
  const offerCreate =
    allowCreate &&
    text.trim() !== '' &&
    !exact &&
    !Object.values(tags).some((t) => t.name.toLowerCase() === text.trim().toLowerCase());
  const options = [
    ...suggestions.map((t) => ({ id: t.id, label: t.name, create: false })),
    ...(offerCreate ? [{ id: '__create__', label: text.trim(), create: true }] : []),
  ];

  const add = async (option: (typeof options)[number] | undefined) => {
    if (!option) return;
    if (option.create) {
      setBusy(true);
      try {
        const tag = await createTag(option.label);
        if (!value.includes(tag.id)) onChange([...value, tag.id]);
      } catch (e) {
        toast.error(e, 'Could not create the tag');
      } finally {
        setBusy(false);
      }
    } else if (!value.includes(option.id)) onChange([...value, option.id]);
    setText('');
    setActive(0);
  };

  return (
    <div
      className={`tags-input${disabled ? ' tags-input--disabled' : ''}`}
      data-testid={testId}
      onClick={() => input.current?.focus()}
    >
      {value.map((id) => (
        <span key={id} className="tag-chip" data-testid="tag-chip">
          {tags[id]?.name ?? '…'}
          {!disabled && (
            <button
              type="button"
              className="tag-chip__remove"
              aria-label={`Remove tag ${tags[id]?.name ?? id}`}
              onClick={(e) => {
                e.stopPropagation();
                onChange(value.filter((v) => v !== id));
              }}
            >
              <Icon name="close" size={12} />
            </button>
          )}
        </span>
      ))}
      <input
        ref={input}
        className="tags-input__box"
        role="combobox"
        aria-label={label}
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        value={text}
        disabled={disabled || busy}
        autoFocus={autoFocus}
        placeholder={value.length ? '' : placeholder}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 120)}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
            setActive((a) => Math.min(a + 1, options.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter') {
            e.preventDefault();
            void add(exact ? { id: exact.id, label: exact.name, create: false } : options[active]);
          } else if (e.key === 'Escape' && open) {
            e.stopPropagation();
            setOpen(false);
          } else if (e.key === 'Backspace' && text === '' && value.length) onChange(value.slice(0, -1));
        }}
      />
      {open && options.length > 0 && (
        <ul className="tags-input__list" id={listId} role="listbox" aria-label={`${label} suggestions`}>
          {options.map((o, i) => (
            <li
              key={o.id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`tags-input__option${i === active ? ' is-active' : ''}`}
              onMouseDown={(e) => {
                e.preventDefault();
                void add(o);
              }}
              onMouseEnter={() => setActive(i)}
            >
              {o.create ? (
                <>
                  <Icon name="plus" size={14} /> Create tag “{o.label}”
                </>
              ) : (
                <>
                  <Icon name="tag" size={14} /> {o.label}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
