import { timings } from '@deckhand/contract';
import { PasswordInput, PillsInput, Select, Textarea, TextInput } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query/create-query-client';
import { AppProviders } from './providers';
import { theme } from './theme';

function renderInTheme(field: React.ReactNode) {
  render(
    <AppProviders
      queryClient={createQueryClient({ getAppEnv: () => 'test', onError: () => {} })}
      env="test"
    >
      {field}
    </AppProviders>,
  );
}

/** Mantine sets the input's font size as a variable on the box around the field. */
const readInputFontSize = () =>
  document
    .querySelector<HTMLElement>('.mantine-Input-wrapper')
    ?.style.getPropertyValue('--input-fz');

describe('theme: inputs (issue 8, item 15)', () => {
  it.each([
    ['a text input', <TextInput key="text" label="Field" />],
    ['a small text input', <TextInput key="small" size="xs" label="Field" />],
    ['a password input', <PasswordInput key="password" label="Field" />],
    ['a select', <Select key="select" label="Field" data={['One']} />],
    ['a text area', <Textarea key="area" label="Field" />],
    [
      'a chip input',
      <PillsInput key="chips" label="Field">
        <PillsInput.Field />
      </PillsInput>,
    ],
  ])('writes %s at 16 px, so phones do not zoom on focus', (_kind, field) => {
    renderInTheme(field);
    expect(readInputFontSize()).toBe('var(--mantine-font-size-md)');
  });
});

describe('theme: tooltips', () => {
  it('open and close with the delays of §9 wherever they are used', () => {
    expect(theme.components?.Tooltip?.defaultProps).toEqual({
      openDelay: timings.tooltipOpenDelayMs,
      closeDelay: timings.tooltipCloseDelayMs,
    });
  });
});
