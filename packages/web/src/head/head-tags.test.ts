import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './head-tags.ts';

describe('scriptSafeJson', () => {
  it('escapes every < and the two line separators JavaScript reads as line ends, and nothing else', () => {
    const json = JSON.stringify({ text: '</script><script>alert(1)</script> a\u2028b\u2029c & > "q"' });
    const safe = scriptSafeJson(json);
    expect(safe).toBe('{"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script> a\\u2028b\\u2029c & > \\"q\\""}');
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });
});
