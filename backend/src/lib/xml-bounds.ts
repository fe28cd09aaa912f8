import type { SaxesParser } from 'saxes';

/** The longest piece of a fetched XML document held at once (a text, a tag with its attributes, a comment), in characters. */
export const MAX_XML_PIECE = 1024 * 1024;
/** The deepest nesting of elements. */
export const MAX_XML_DEPTH = 256;
/** What a document is written to the parser in: the limits are checked between slices. */
const SLICE = 64 * 1024;

/** A fetched XML document past one of the limits above. */
export class XmlLimitExceeded extends Error {
  constructor(readonly limit: 'piece' | 'depth') {
    super(
      limit === 'piece'
        ? `an XML text or tag longer than ${MAX_XML_PIECE} characters`
        : 'XML nested too deep',
    );
    this.name = 'XmlLimitExceeded';
  }
}

/**
 * Keeps a saxes parser's memory bounded however hostile the document. saxes holds a text, a comment or a start tag
 * with its attributes whole until it ends, and every open element on a stack, so 300 MB of whitespace inside `<tv>`
 * (a gzip of 300 KB) or `<a><a><a>…` fill the heap. The reader writes through `write` and calls `ended(depth)` from
 * its tag and text handlers (every piece ends in one of them); a piece longer than MAX_XML_PIECE or elements nested
 * deeper than MAX_XML_DEPTH throw XmlLimitExceeded. `text(collected)` checks what a reader collects across pieces.
 */
export function xmlBounds(parser: SaxesParser) {
  let pieceStart = 0;
  return {
    ended(depth: number) {
      pieceStart = parser.position;
      if (depth > MAX_XML_DEPTH) throw new XmlLimitExceeded('depth');
    },
    text(collected: string) {
      if (collected.length > MAX_XML_PIECE) throw new XmlLimitExceeded('piece');
    },
    write(text: string) {
      for (let at = 0; at < text.length; at += SLICE) {
        parser.write(text.slice(at, at + SLICE));
        if (parser.position - pieceStart > MAX_XML_PIECE) throw new XmlLimitExceeded('piece');
      }
    },
  };
}
