/** An element of a parsed XML document: enough to check a sitemap's or a feed's structure. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, entities decoded. */
  text: string;
}

const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-f]+));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME = '[A-Za-z_][\\w.:-]*';
const TAG = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');

function decode(text: string, where: number): string {
  if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(text)) throw new Error(`Unescaped & near offset ${where}`);
  return text.replace(ENTITY, (_, name: string, dec: string, hex: string) =>
    name ? NAMED[name]! : String.fromCodePoint(dec ? Number(dec) : parseInt(hex, 16)),
  );
}

/**
 * A strict, small XML parser for tests: one root, properly nested and closed tags, quoted
 * attributes, no raw `<` or stray `&` in text. Throws on anything malformed.
 */
export function parseXml(xml: string): XmlElement {
  let rest = xml.replace(/^\uFEFF?<\?xml[^?]*\?>/, '');
  let offset = xml.length - rest.length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    const text = lt < 0 ? rest : rest.slice(0, lt);
    if (text.length > 0) {
      const parent = stack[stack.length - 1];
      if (!parent) {
        if (text.trim() !== '') throw new Error(`Text outside the root element near offset ${offset}`);
      } else parent.text += decode(text, offset);
    }
    if (lt < 0) break;
    rest = rest.slice(lt);
    offset += lt;
    const match = TAG.exec(rest);
    if (!match) throw new Error(`Malformed tag near offset ${offset}: ${rest.slice(0, 40)}`);
    const [whole, closing, name, attributeText, selfClosing] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}> near offset ${offset}`);
    } else {
      const attributes: Record<string, string> = {};
      for (const [, key, double, single] of attributeText.matchAll(ATTRIBUTE))
        attributes[key!] = decode(double ?? single ?? '', offset);
      const element: XmlElement = { name, attributes, children: [], text: '' };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new Error('More than one root element');
      else root = element;
      if (!selfClosing) stack.push(element);
    }
    rest = rest.slice(whole.length);
    offset += whole.length;
  }
  if (stack.length > 0) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (!root) throw new Error('No root element');
  return root;
}

/** The children of an element with a name. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);
/** The text of an element's first child with a name. */
export const childText = (element: XmlElement, name: string) => childrenNamed(element, name)[0]?.text;
