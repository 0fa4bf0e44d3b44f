import { describe, expect, it } from 'vitest';
import { contactFormMessage, contactFormSchema, contactMessageSubject, isHoneypotFilled } from './contact.ts';
import { enquiryProductId, productEnquiryPath } from './contact-rules.ts';

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

describe('a product enquiry', () => {
  const productOf = (product_id: unknown) => contactFormSchema.safeParse({ ...valid, product_id });

  it('takes the product id as a number or as digits, and none when blank or null', () => {
    expect(productOf(12).data?.product_id).toBe(12);
    expect(productOf('12').data?.product_id).toBe(12);
    for (const none of [undefined, null, '']) {
      expect(productOf(none).success).toBe(true);
      expect(productOf(none).data?.product_id).toBeUndefined();
    }
  });

  it.each([0, -1, 1.5, 'oak', '1e3', ' 12', 2_147_483_648, true])('refuses the product id %s, once', (id) => {
    const result = productOf(id);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['product_id', 'The product you are asking about is not in our catalogue.'],
    ]);
  });

  it('links to the contact page naming the product, whose address gives its id back', () => {
    expect(productEnquiryPath(12)).toBe('/contact?product=12');
    expect(enquiryProductId(new URLSearchParams('product=12'))).toBe(12);
    for (const search of [
      '',
      'product=',
      'product=0',
      'product=012',
      'product=-1',
      'product=abc',
      'product=99999999999',
    ])
      expect(enquiryProductId(new URLSearchParams(search)), search).toBeNull();
  });

  it('is the subject of its message', () => {
    expect(contactMessageSubject('Oak Table')).toBe('Enquiry about Oak Table');
    expect(contactMessageSubject(null)).toBe('Your message');
  });
});
