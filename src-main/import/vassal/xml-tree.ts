import { XMLParser } from 'fast-xml-parser';
import { ImportError } from './import-error.js';

/** An XML element as a small tree: tag, attributes, text, children in order. */
export interface XmlNode {
  tag: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
}

type Ordered = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  preserveOrder: true,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
});

/** `what` names the file in the refusal of XML that is not well formed ("the module's buildFile.xml"). */
export function parseXml(text: string, what = 'the XML'): XmlNode[] {
  let tree: Ordered[];
  try {
    tree = parser.parse(text) as Ordered[];
  } catch (e) {
    throw new ImportError(`${what} is not well-formed XML: ${(e as Error).message}; nothing was imported`);
  }
  return convert(tree);
}

function convert(items: Ordered[]): XmlNode[] {
  const out: XmlNode[] = [];
  for (const item of items) {
    const tag = Object.keys(item).find((k) => k !== ':@' && k !== '#text');
    if (!tag || tag.startsWith('?')) continue;
    const kids = (item[tag] as Ordered[]) ?? [];
    out.push({
      tag,
      attrs: item[':@'] ?? {},
      text: kids.map((k) => (typeof k['#text'] === 'string' ? k['#text'] : '')).join(''),
      children: convert(kids),
    });
  }
  return out;
}

/** Every element under node (depth first) whose tag ends with one of the given class names. */
export function findAll(node: XmlNode, ...names: string[]): XmlNode[] {
  const out: XmlNode[] = [];
  const walk = (n: XmlNode) => {
    for (const c of n.children) {
      if (names.some((name) => c.tag === name || c.tag.endsWith('.' + name))) out.push(c);
      walk(c);
    }
  };
  walk(node);
  return out;
}

export function isA(node: XmlNode, ...names: string[]): boolean {
  return names.some((name) => node.tag === name || node.tag.endsWith('.' + name));
}
