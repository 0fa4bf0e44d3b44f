import { describe, expect, it } from 'vitest';
import { blogs, categories, counterSections, features } from './content-types.ts';
import {
  coerceBoolean,
  field,
  fieldSchema,
  isValidDateOnly,
  recordSchema,
  searchTextSchema,
  toFieldErrors,
} from './fields.ts';

describe('field schemas', () => {
  it('accept form strings and JSON values alike', () => {
    const schema = recordSchema(features.fields);
    const fromForm = schema.parse({ title: ' Oak ', description: '', image: null, sort_order: '2', is_active: '0' });
    const fromJson = schema.parse({ title: 'Oak', description: null, image: null, sort_order: 2, is_active: false });
    expect(fromForm).toEqual(fromJson);
    expect(fromForm).toEqual({ title: 'Oak', description: null, image: null, sort_order: 2, is_active: false });
  });

  it('reports required fields and minimums with readable messages', () => {
    const result = recordSchema(features.fields).safeParse({ title: '  ', sort_order: 0, is_active: true });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldErrors(result.error)).toEqual({
        title: ['The title field is required.'],
        sort_order: ['The sort order field must be at least 1.'],
      });
    }
  });

  it('refuses non-integers for counters', () => {
    const result = fieldSchema('total_manpower', counterSections.fields.total_manpower).safeParse('many');
    expect(result.success).toBe(false);
  });

  it('checks calendar dates', () => {
    expect(isValidDateOnly('2026-02-28')).toBe(true);
    expect(isValidDateOnly('2026-02-30')).toBe(false);
    expect(fieldSchema('date', blogs.fields.date).safeParse('2026-13-01').success).toBe(false);
    expect(fieldSchema('date', blogs.fields.date).parse('2026-03-04T10:00:00Z')).toBe('2026-03-04');
  });

  it('reads the usual boolean spellings', () => {
    expect(['1', 'true', 'on', 1, true].map(coerceBoolean)).toEqual([true, true, true, true, true]);
    expect(['0', 'false', 'off', 0, false].map(coerceBoolean)).toEqual([false, false, false, false, false]);
  });

  it('take a slug as it is stored, and refuse any other form with the rule', () => {
    const slug = fieldSchema('slug', categories.fields.slug);
    expect(slug.parse(' oak-tables ')).toBe('oak-tables');
    for (const value of ['RACE-X', '../x', '<script>', 'a b', 'chêne', 'oak-']) {
      const result = slug.safeParse(value);
      expect(result.success, value).toBe(false);
      if (!result.success) {
        expect(toFieldErrors(result.error)).toEqual({
          body: ['The slug may contain only lower-case letters a-z, digits and single hyphens between them.'],
        });
      }
    }
  });

  it('refuse a search text holding a control character, and take any letter', () => {
    const q = searchTextSchema('q', field.text('Search'), 'Text to look for.');
    for (const value of ['\u0000', 'oak\u0000', '\u001f', 'oak\ttable', '\u007f', '\u0085']) {
      const result = q.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      if (!result.success) {
        expect(toFieldErrors(result.error)).toEqual({ body: ['The q field must not contain control characters.'] });
      }
    }
    expect(q.parse(' ÿ ')).toBe('ÿ');
    expect(q.parse('Chêne 12"')).toBe('Chêne 12"');
    expect(q.parse('  ')).toBeNull();
    expect(q.parse(undefined)).toBeUndefined();
    expect(q.description).toBe(
      'Text to look for. Blank means no search; a control character (U+0000–U+001F, U+007F–U+009F) is refused with 422.',
    );
  });
});
