import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

// Loaded on the first save of rich text, not at start: with its parsers it holds some 2 MB
// that a server which is only read never needs.
const require = createRequire(import.meta.url);
let sanitizer: typeof sanitizeHtml | undefined;
const loadSanitizer = (): typeof sanitizeHtml => {
  sanitizer ??= require('sanitize-html') as typeof sanitizeHtml;
  return sanitizer;
};

/** What rich text (product and blog descriptions, project content) may contain once saved. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeRichText = (html: string): string => loadSanitizer()(html, options).trim();
