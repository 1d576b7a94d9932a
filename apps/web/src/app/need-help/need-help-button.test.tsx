import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeInit } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { NeedHelpButton } from './need-help-button';

const initIn = (appEnv: 'production' | 'staging') => {
  const init = makeInit();
  init.env = { ...init.env, appEnv };
  return init;
};

describe("the 'Need help?' button (§1)", () => {
  it('leads to the contact page outside production', () => {
    renderWithProviders(<NeedHelpButton />, { init: initIn('staging') });
    expect(screen.getByRole('link', { name: 'Need help?' })).toHaveAttribute('href', '/contact-us');
  });

  it('is not there in production', () => {
    renderWithProviders(<NeedHelpButton />, { init: initIn('production') });
    expect(screen.queryByRole('link', { name: 'Need help?' })).toBeNull();
  });
});
