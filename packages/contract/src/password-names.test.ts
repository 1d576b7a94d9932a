import { describe, expect, it } from 'vitest';
import { serverMessages } from './messages.ts';
import { getPasswordNameParts, passwordContainsName } from './validation.ts';

const names = {
  fullName: "Mary-Jane O'Neil Al",
  email: 'mjoneil@example.com',
  companyNames: ['Harbour Studio', null, 'Ab'],
};

describe('the password name rule', () => {
  it('looks at each name word of 3+ letters, the email local part and whole company names', () => {
    expect(getPasswordNameParts(names)).toEqual([
      'mary',
      'jane',
      'neil',
      'mjoneil',
      'harbour studio',
    ]);
  });

  it('refuses a password holding any of them, whatever the case', () => {
    for (const password of ['xMARY1!x', 'Neil2024!', 'Mjoneil#99', 'Harbour studio1!x']) {
      expect(passwordContainsName(password, names)).toBe(true);
    }
  });

  it('accepts passwords without them, and parts shorter than 3 characters do not count', () => {
    for (const password of ['Harbour1!Sail', 'Studio#2024', 'Alpha#2024', 'Ab#12345x', '']) {
      expect(passwordContainsName(password, names)).toBe(false);
    }
  });

  it('works with only some names known', () => {
    expect(passwordContainsName('Vera#2024x', { fullName: 'Vera Smith' })).toBe(true);
    expect(passwordContainsName('Vera#2024x', { email: 'vera@example.com' })).toBe(true);
    expect(passwordContainsName('Vera#2024x', {})).toBe(false);
  });
});

describe('the 429 message', () => {
  it('says when to try again', () => {
    expect(serverMessages.tooManyAttempts(45)).toBe(
      'Too many attempts. Please try again in 45 seconds.',
    );
    expect(serverMessages.tooManyAttempts(0.2)).toBe(
      'Too many attempts. Please try again in 1 second.',
    );
    expect(serverMessages.tooManyAttempts(600)).toBe(
      'Too many attempts. Please try again in 10 minutes.',
    );
  });
});
