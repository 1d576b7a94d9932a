import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

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
 * or on Enter, and a search changed elsewhere (Clear filters, the back button) shows here.
 */
export function SearchInput({ value, onSearch, ...props }: TSearchInputProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      {...props}
      type="search"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text.trim());
      }}
    />
  );
}
