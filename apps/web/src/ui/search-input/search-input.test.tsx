import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderServerHtml, renderWithProviders } from '@/test/render';
import { SearchInput, searchDelayMs } from './search-input';

/** A list whose search reaches the URL `lagMs` after it is sent (a router's update). */
function Harness({ onSearch, lagMs = 50 }: { onSearch: (search: string) => void; lagMs?: number }) {
  const [search, setSearch] = useState('');
  const [, setRows] = useState(0);
  return (
    <>
      <SearchInput
        label="Search"
        value={search}
        onSearch={(next) => {
          onSearch(next);
          setTimeout(() => setSearch(next), lagMs);
        }}
      />
      <button type="button" onClick={() => setSearch('')}>
        Clear filters
      </button>
      <button type="button" onClick={() => setRows((rows) => rows + 1)}>
        Data arrives
      </button>
    </>
  );
}

/**
 * The box as the server sent it, `text` typed into it before the app ran (and the focus still in
 * it, or not), then hydrated; `onSearch` sees the searches.
 */
function typeBeforeTheAppRuns(text: string, { isFocused }: { isFocused: boolean }) {
  const onSearch = vi.fn();
  const page = renderServerHtml(<Harness onSearch={onSearch} />);
  const input = page.container.querySelector<HTMLInputElement>('input[type="search"]');
  if (!input) throw new Error('no search box');
  input.value = text;
  if (isFocused) input.focus();
  page.hydrate();
  return onSearch;
}

const box = () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('SearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps what is typed while its own search comes back and data arrives', () => {
    const onSearch = vi.fn();
    renderWithProviders(<Harness onSearch={onSearch} />);
    type('Cont');
    act(() => vi.advanceTimersByTime(searchDelayMs));
    expect(onSearch).toHaveBeenLastCalledWith('Cont');
    // Typing goes on just before the search reaches the URL.
    type('Contoso');
    act(() => vi.advanceTimersByTime(50));
    expect(box().value).toBe('Contoso');
    fireEvent.click(screen.getByRole('button', { name: 'Data arrives' }));
    expect(box().value).toBe('Contoso');
    act(() => vi.advanceTimersByTime(searchDelayMs + 50));
    expect(onSearch).toHaveBeenLastCalledWith('Contoso');
    expect(box().value).toBe('Contoso');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('searches once on Enter, even when the URL takes longer than the pause to follow', () => {
    // A later search from the box would cancel a navigation started meanwhile (a row's link).
    const onSearch = vi.fn();
    renderWithProviders(<Harness onSearch={onSearch} lagMs={searchDelayMs * 3} />);
    type('DH-10067');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('DH-10067');
    act(() => vi.advanceTimersByTime(searchDelayMs * 4));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches what waits at once when the box is left, and not again after the pause', () => {
    const onSearch = vi.fn();
    renderWithProviders(<Harness onSearch={onSearch} lagMs={searchDelayMs * 3} />);
    type('DH-10067');
    fireEvent.blur(box());
    expect(onSearch).toHaveBeenCalledWith('DH-10067');
    act(() => vi.advanceTimersByTime(searchDelayMs * 4));
    expect(onSearch).toHaveBeenCalledTimes(1);
    // Nothing waits: leaving the box again sends nothing.
    fireEvent.focus(box());
    fireEvent.blur(box());
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches at once what was typed before the app ran, when the box was left meanwhile', () => {
    // A tap on a row's link before the app ran: carried out once it runs, it must not be
    // cancelled by the box's search arriving after the pause.
    const onSearch = typeBeforeTheAppRuns('DH-10071', { isFocused: false });
    expect(onSearch).toHaveBeenCalledWith('DH-10071');
    expect(box().value).toBe('DH-10071');
    act(() => vi.advanceTimersByTime(searchDelayMs * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('waits for the pause for what was typed before the app ran, while the box has the focus', () => {
    const onSearch = typeBeforeTheAppRuns('Cont', { isFocused: true });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(searchDelayMs));
    expect(onSearch).toHaveBeenCalledWith('Cont');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a search cleared elsewhere', () => {
    renderWithProviders(<Harness onSearch={() => undefined} />);
    type('Contoso');
    act(() => vi.advanceTimersByTime(searchDelayMs + 50));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(box().value).toBe('');
  });
});
