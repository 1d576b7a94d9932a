import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before a list searches. */
export const searchDelayMs = 400;

type TSearchInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'onKeyDown' | 'type'> & {
  /** The search the list runs now (from the query string). */
  value: string;
  /** A new search: once typing pauses, or at once on Enter; trimmed. */
  onSearch: (search: string) => void;
};

/**
 * A list's search box (§2.4): what is typed shows at once, the list searches once typing pauses
 * or on Enter, and a search changed elsewhere (Clear filters, the back button) shows here. What
 * is typed is never replaced by the box's own search coming back (typing on meanwhile), by the
 * list's data arriving, or by the hydration (typed into the server's HTML).
 */
export function SearchInput({ value, onSearch, ...props }: TSearchInputProps) {
  const [text, setText] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);
  /** The last search this box sent or was given: a different `value` was changed elsewhere. */
  const known = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => {
    if (value === known.current) return;
    known.current = value;
    setText(value);
  }, [value]);
  /** The search waiting for typing to pause, and its timer. */
  const waiting = useRef<{ search: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const search = useCallback((next: string) => {
    clearTimeout(waiting.current?.timer);
    waiting.current = null;
    known.current = next;
    onSearchRef.current(next);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the hydration
  useEffect(() => {
    // Typed before the app took the server's HTML over: keep it (it is searched for below).
    const input = inputRef.current;
    const typed = input?.value;
    if (typed === undefined || typed === value) return;
    setText(typed);
    // And left before the app ran (a tap on a row's link, which the app carries out once live):
    // searched now, as leaving the box does. After the pause, the search would cancel the
    // navigation the tap started.
    if (document.activeElement !== input) search(typed.trim());
  }, []);
  useEffect(() => {
    const next = text.trim();
    if (next === value || next === known.current) return;
    waiting.current = { search: next, timer: setTimeout(() => search(next), searchDelayMs) };
    return () => {
      clearTimeout(waiting.current?.timer);
      waiting.current = null;
    };
  }, [text, value, search]);
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      {...props}
      ref={inputRef}
      type="search"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search(text.trim());
      }}
      // Leaving the box (for a row the list shows, say) searches at once what waits: sent later,
      // once a click has started a navigation, the search would cancel it. Enter clears the
      // wait the same way.
      onBlur={(event) => {
        if (waiting.current) search(waiting.current.search);
        props.onBlur?.(event);
      }}
    />
  );
}
