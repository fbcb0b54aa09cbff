import { scanXml, type XmlNode } from './xml-scan.js';
import { ImportError } from './import-error.js';

export type { XmlNode };

/** `what` names the file in the refusal of XML that is not well formed ("the module's buildFile.xml"). */
export function parseXml(text: string, what = 'the XML'): XmlNode[] {
  try {
    return scanXml(text);
  } catch (e) {
    throw new ImportError(`${what} is not well-formed XML: ${(e as Error).message}; nothing was imported`);
  }
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
