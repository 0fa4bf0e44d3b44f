import { describe, expect, it } from 'vitest';
import { contactFormMessage, contactFormSchema, isHoneypotFilled } from './contact.ts';

const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', message: 'Hello' };

const messageFor = (input: Record<string, unknown>) => {
  const result = contactFormSchema.safeParse(input);
  return result.success ? null : contactFormMessage(result.error);
};

describe('contactFormSchema', () => {
  it('trims every field', () => {
    expect(
      contactFormSchema.parse({
        first_name: ' Ada ',
        last_name: ' Lovelace',
        email: ' ada@example.com ',
        message: ' Hi ',
      }),
    ).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', message: 'Hi' });
  });

  it('asks for every field before checking the email', () => {
    expect(messageFor({})).toBe('All fields are required');
    expect(messageFor({ ...valid, last_name: '   ' })).toBe('All fields are required');
    expect(messageFor({ ...valid, email: 'broken', message: '' })).toBe('All fields are required');
  });

  it('reports a blank email as missing only', () => {
    const result = contactFormSchema.safeParse({ ...valid, email: ' ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['All fields are required']);
  });

  it.each(['a@b', 'a@b.', '@b.c', 'a b@c.d', 'a@b@c.d'])('refuses the email %s', (email) => {
    expect(messageFor({ ...valid, email })).toBe('Please enter a valid email address');
  });

  it.each(['a@b.c', 'first.last+tag@sub.example.co.uk'])('accepts the email %s', (email) => {
    expect(messageFor({ ...valid, email })).toBeNull();
  });

  it('limits the lengths of the texts', () => {
    expect(messageFor({ ...valid, first_name: 'x'.repeat(101) })).toBe(
      'The first name field must not be greater than 100 characters.',
    );
    expect(messageFor({ ...valid, message: 'x'.repeat(5000) })).toBeNull();
  });
});

describe('isHoneypotFilled', () => {
  it('is true only for a non-blank website value', () => {
    expect(isHoneypotFilled({ website: 'http://spam.example' })).toBe(true);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});
