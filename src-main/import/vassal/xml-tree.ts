import { scanXml, type XmlNode } from './xml-scan.js';

export type { XmlNode };

export function parseXml(text: string): XmlNode[] {
  return scanXml(text);
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
