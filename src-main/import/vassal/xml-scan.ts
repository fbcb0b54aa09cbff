/**
 * A build file, moduledata or save header as a tree, in one linear pass. VASSAL's build files are
 * plain XML (elements, attributes, text, entities, now and then a comment or CDATA), but large: a
 * piece's trait chain is one text node that grows with the square of its nesting (3,000 nested
 * traits: 4.5 MB). fast-xml-parser read such a file at 2 MB/s; this scanner moves by indexOf.
 * Comments, processing instructions and the DOCTYPE are skipped; CDATA is text.
 */
export interface XmlNode {
  tag: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
}

const NAMED: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  mdash: '\u2014',
  ndash: '\u2013',
  hellip: '\u2026',
  laquo: '\u00ab',
  raquo: '\u00bb',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bull: '\u2022',
  para: '\u00b6',
  sect: '\u00a7',
  deg: '\u00b0',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
};

/** Entities decoded; an unknown one is kept as written. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{0,31});/g, (whole, e: string) => {
    if (e.startsWith('#')) {
      const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return Object.hasOwn(NAMED, e) ? NAMED[e]! : whole;
  });
}

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function scanXml(xml: string): XmlNode[] {
  const top: XmlNode = { tag: '', attrs: {}, text: '', children: [] };
  const open: Array<{ node: XmlNode; text: string[] }> = [{ node: top, text: [] }];
  const fail = (why: string, at: number) => {
    throw new Error(`the XML is damaged at character ${at}: ${why}`);
  };
  const skipTo = (marker: string, from: number, what: string) => {
    const j = xml.indexOf(marker, from);
    if (j < 0) fail(`${what} never ends`, from);
    return j + marker.length;
  };
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const end = lt < 0 ? xml.length : lt;
    if (end > i) open[open.length - 1]!.text.push(decodeEntities(xml.slice(i, end)));
    if (lt < 0) break;
    if (xml.startsWith('<!--', lt)) i = skipTo('-->', lt + 4, 'a comment');
    else if (xml.startsWith('<![CDATA[', lt)) {
      i = skipTo(']]>', lt + 9, 'a CDATA section');
      open[open.length - 1]!.text.push(xml.slice(lt + 9, i - 3));
    } else if (xml.startsWith('<?', lt)) i = skipTo('?>', lt + 2, 'a processing instruction');
    else if (xml.startsWith('<!', lt)) {
      // a DOCTYPE, with its internal subset in [...] when it has one
      const gt = xml.indexOf('>', lt);
      const bracket = xml.indexOf('[', lt);
      i =
        bracket >= 0 && bracket < gt
          ? skipTo('>', skipTo(']', bracket, 'a DOCTYPE'), 'a DOCTYPE')
          : skipTo('>', lt, 'a DOCTYPE');
    } else if (xml[lt + 1] === '/') {
      const gt = skipTo('>', lt, 'a closing tag');
      const name = xml.slice(lt + 2, gt - 1).trim();
      const closing = open.pop()!;
      if (open.length === 0 || closing.node.tag !== name)
        fail(`</${name}> closes ${open.length ? `<${closing.node.tag}>` : 'nothing'}`, lt);
      closing.node.text = closing.text.join('');
      i = gt;
    } else {
      // the tag ends at the first '>' outside a quoted attribute value
      let j = lt + 1;
      let quote = '';
      for (; j < xml.length; j++) {
        const c = xml[j]!;
        if (quote) {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>') break;
      }
      if (j >= xml.length) fail('a tag never ends', lt);
      const selfClosing = xml[j - 1] === '/';
      const inside = xml.slice(lt + 1, selfClosing ? j - 1 : j);
      const name = /^[^\s/>]+/.exec(inside)?.[0];
      if (!name) fail('a tag has no name', lt);
      const attrs: Record<string, string> = {};
      for (const m of inside.slice(name!.length).matchAll(ATTRIBUTE))
        if (!Object.hasOwn(attrs, m[1]!)) attrs[m[1]!] = decodeEntities(m[2] ?? m[3] ?? '');
      const node: XmlNode = { tag: name!, attrs, text: '', children: [] };
      open[open.length - 1]!.node.children.push(node);
      if (!selfClosing) open.push({ node, text: [] });
      i = j + 1;
    }
  }
  // a file cut short keeps what it had, as the parser before this one did
  for (const o of open.slice(1)) o.node.text = o.text.join('');
  return top.children;
}
