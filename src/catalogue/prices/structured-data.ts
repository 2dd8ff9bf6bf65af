/**
 * Booking page HTML → the schema.org data it carries: every `application/ld+json` script (tolerating
 * HTML comments, CDATA and trailing junk) and every top-level microdata item, shaped like JSON-LD so
 * one walker (domain/price-page) reads both. Parsing is htmlparser2's; nothing here does I/O.
 */
import type { ChildNode, Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { StructuredData } from './offers.js';

const isElement = (n: ChildNode): n is Element =>
  n.type === 'tag' || n.type === 'script' || n.type === 'style';

/** JSON.parse with the repairs real pages need; null when the script stays unreadable. */
const parseLenient = (raw: string): unknown => {
  const cleaned = raw
    .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/, '')
    .trim();
  try {
    return JSON.parse(cleaned);
  } catch {
    // Trailing junk after the value (a stray `;` or a second script glued on): cut at the last closer.
    const closer = cleaned.startsWith('[') ? ']' : '}';
    const end = cleaned.lastIndexOf(closer);
    if (end <= 0) return null;
    try {
      return JSON.parse(cleaned.slice(0, end + 1));
    } catch {
      return null;
    }
  }
};

/** An element's microdata value (HTML microdata rules, plus `content` on any element as sites write it). */
const propValue = (el: Element): string => {
  const a = el.attribs;
  if (a.content !== undefined) return a.content;
  switch (el.name) {
    case 'a':
    case 'link':
    case 'area':
      return a.href ?? '';
    case 'img':
    case 'audio':
    case 'embed':
    case 'iframe':
    case 'source':
    case 'track':
    case 'video':
      return a.src ?? '';
    case 'object':
      return a.data ?? '';
    case 'time':
      return a.datetime ?? textContent(el).trim();
    case 'data':
    case 'meter':
      return a.value ?? textContent(el).trim();
    default:
      return textContent(el).replace(/\s+/g, ' ').trim();
  }
};

const propName = (p: string): string => p.replace(/^.*[/#]/, '');

const itemOf = (el: Element, byId: Map<string, Element>, depth = 0): Record<string, unknown> => {
  const node: Record<string, unknown> = {};
  const types = (el.attribs.itemtype ?? '').split(/\s+/).filter(Boolean);
  if (types.length > 0) node['@type'] = types.length === 1 ? types[0] : types;
  if (el.attribs.itemid) node['@id'] = el.attribs.itemid;
  const add = (name: string, value: unknown) => {
    const prev = node[name];
    node[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  };
  const walk = (children: ChildNode[]): void => {
    for (const child of children) {
      if (!isElement(child)) continue;
      const scoped = child.attribs.itemscope !== undefined;
      const props = child.attribs.itemprop;
      if (props) {
        const value = scoped ? (depth < 16 ? itemOf(child, byId, depth + 1) : {}) : propValue(child);
        for (const p of props.split(/\s+/).filter(Boolean)) add(propName(p), value);
      }
      if (!scoped) walk(child.children);
    }
  };
  walk(el.children);
  // itemref pulls in properties of elements elsewhere on the page.
  for (const ref of (el.attribs.itemref ?? '').split(/\s+/).filter(Boolean)) {
    const target = byId.get(ref);
    if (target) walk([target]);
  }
  return node;
};

export const readStructuredData = (html: string): StructuredData => {
  const doc = parseDocument(html, { decodeEntities: true });
  const elements = findAll(() => true, doc.children);
  const jsonLd = elements
    .filter((el) => el.name === 'script' && /^\s*application\/ld\+json\s*(;|$)/i.test(el.attribs.type ?? ''))
    .flatMap((el) => {
      const v = parseLenient(textContent(el));
      return v === null ? [] : [v];
    });
  const byId = new Map<string, Element>();
  for (const el of elements) if (el.attribs.id) byId.set(el.attribs.id, el);
  const microdata = elements
    .filter((el) => el.attribs.itemscope !== undefined && el.attribs.itemprop === undefined)
    .map((el) => itemOf(el, byId));
  return { jsonLd, microdata };
};
