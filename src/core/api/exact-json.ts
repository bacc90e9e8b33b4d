// JSON text whose integers may pass 2^53 (the indexer writes u64 amounts and versions as JSON numbers):
// every integer literal outside strings becomes a string of its digits before JSON.parse, so no value is
// rounded. One pass over the text, aware of strings and escapes.

/** JSON.parse, with each integer literal read as its decimal string (fractions and exponents stay numbers). */
export function parseJsonExact(text: string): unknown {
  let out = '';
  let last = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) {
      inString = true;
      continue;
    }
    if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let end = i + 1;
      while (end < text.length && isNumberChar(text.charCodeAt(end))) end++;
      const literal = text.slice(i, end);
      if (/^-?\d+$/.test(literal)) {
        out += text.slice(last, i) + '"' + literal + '"';
        last = end;
      }
      i = end - 1;
    }
  }
  return JSON.parse(out + text.slice(last)) as unknown;
}

function isNumberChar(c: number): boolean {
  // digits, '.', 'e', 'E', '+', '-'
  return (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x65 || c === 0x45 || c === 0x2b || c === 0x2d;
}
