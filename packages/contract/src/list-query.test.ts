import { describe, expect, it } from 'vitest';
import { blogs, categories, contactSections } from './content-types.ts';
import { listMessages, searchableFields, sortableFields } from './list-query.ts';

describe('searchableFields', () => {
  it('lists the text, textarea, email and URL fields', () => {
    expect(searchableFields(blogs.fields)).toEqual(['title', 'written_by']);
    expect(searchableFields(categories.fields)).toEqual(['name', 'slug', 'description']);
    expect(searchableFields(contactSections.fields)).toEqual(['phone', 'email', 'location']);
  });
});

describe('sortableFields', () => {
  it('lists the id, the timestamps and every field but files', () => {
    expect(sortableFields(blogs.fields)).toEqual([
      'id',
      'created_at',
      'updated_at',
      'title',
      'description',
      'category_id',
      'written_by',
      'date',
      'is_active',
    ]);
  });
});

describe('listMessages', () => {
  it('names the allowed sorts', () => {
    expect(listMessages.sort(['id', 'name'])).toBe('The sort must be one of: id, name.');
    expect(listMessages.order).toBe('The order must be one of: asc, desc.');
  });
});
