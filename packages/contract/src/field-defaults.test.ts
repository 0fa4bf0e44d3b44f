import { describe, expect, it } from 'vitest';
import { defaultOnCreate, needsRecordCount } from './field-defaults.ts';
import { field } from './fields.ts';

const context = { count: 4, today: '2025-03-09' };

describe('defaultOnCreate', () => {
  it("gives a 'next' field the count plus one", () => {
    expect(defaultOnCreate(field.integer('Order', { default: 'next' }), context)).toBe(5);
    expect(defaultOnCreate(field.integer('Order', { default: 'next' }), { ...context, count: 0 })).toBe(1);
  });

  it("gives a 'today' field the given day", () => {
    expect(defaultOnCreate(field.date('Date', { default: 'today' }), context)).toBe('2025-03-09');
  });

  it('gives other fields their own default, or null', () => {
    expect(defaultOnCreate(field.integer('Sort order', { default: 1 }), context)).toBe(1);
    expect(defaultOnCreate(field.boolean('Active'), context)).toBe(true);
    expect(defaultOnCreate(field.boolean('Featured', { default: false }), context)).toBe(false);
    expect(defaultOnCreate(field.text('Title'), context)).toBeNull();
  });
});

describe('needsRecordCount', () => {
  it("is true only when a field defaults to 'next'", () => {
    expect(needsRecordCount({ order: field.integer('Order', { default: 'next' }), title: field.text('Title') })).toBe(
      true,
    );
    expect(needsRecordCount({ date: field.date('Date', { default: 'today' }), title: field.text('Title') })).toBe(
      false,
    );
  });
});
