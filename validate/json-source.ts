/**
 * Reads one JSON document the way a person needs its problems told: with line and column,
 * syntax slips named (byte-order mark, curly or single quotes, a comma after the last item,
 * comments) and duplicated keys found (JSON.parse silently keeps the last one). Pure:
 * takes the text, not a path. Uses Microsoft's jsonc-parser for tokens and positions.
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { ConfigIssue } from './config-issue';
import { pointerSegments, toPointer } from './json-pointer.js';

export interface JsonSource {
  /** The parsed value, or undefined when the syntax is broken. */
  data: unknown;
  /** Syntax problems (the first only: later ones are echoes of it) and duplicated keys. */
  problems: ConfigIssue[];
  /** Line and column (1-based) of what a pointer names, or of its nearest existing parent. */
  locate(pointer: string): { line: number; column: number };
}

const CURLY = /[\u201C\u201D\u2018\u2019\u00AB\u00BB]/;

/** Splits text into line starts once, so offsets turn into line:column cheaply. */
function lineIndex(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (starts[lo] ?? 0) + 1 };
  };
}

/** The previous non-blank character before offset, and where it is. */
function previousChar(text: string, offset: number): { ch: string; at: number } {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i] ?? '')) i--;
  return { ch: text[i] ?? '', at: i };
}

/** Names one syntax error in plain words, with the offset to point at. */
function describeSyntax(text: string, err: ParseError): { offset: number; message: string; hint: string } {
  const at = text.slice(err.offset, err.offset + Math.max(1, err.length));
  const prev = previousChar(text, err.offset);
  const code = printParseErrorCode(err.error);
  if (CURLY.test(at) || CURLY.test(text[err.offset] ?? '')) {
    return {
      offset: err.offset,
      message: 'curly quotes (“ ” or ‘ ’) are used around a name or text',
      hint: 'type straight double quotes (") instead; word processors change them, so edit JSON in a code editor',
    };
  }
  if (text[err.offset] === "'")
    return {
      offset: err.offset,
      message: 'single quotes are used around a name or text',
      hint: 'JSON needs straight double quotes (") around names and texts',
    };
  if ((code === 'PropertyNameExpected' || code === 'ValueExpected') && /[}\]]/.test(text[err.offset] ?? '') && prev.ch === ',') {
    return {
      offset: prev.at,
      message: `a comma follows the last item before "${text[err.offset]}"`,
      hint: 'remove that comma: JSON allows no comma after the last item',
    };
  }
  switch (code) {
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return {
        offset: err.offset,
        message: 'JSON files cannot hold comments',
        hint: 'remove the comment (a schema field\'s "description" is the place for notes)',
      };
    case 'CommaExpected':
      return { offset: prev.at + 1, message: 'a comma is missing between two items', hint: 'add a comma (,) at the end of this line' };
    case 'ColonExpected':
      return { offset: err.offset, message: 'a colon is missing after a name', hint: 'write "name": value' };
    case 'PropertyNameExpected':
      return {
        offset: err.offset,
        message: 'a name in double quotes is expected here',
        hint: 'write "name": value, or remove what is here',
      };
    case 'ValueExpected':
      return { offset: err.offset, message: 'a value is missing', hint: 'write a value: "text", a number, true, false, null, { } or [ ]' };
    case 'CloseBraceExpected':
      return { offset: err.offset, message: 'an object is not closed', hint: 'add the missing } (check that every { has its })' };
    case 'CloseBracketExpected':
      return { offset: err.offset, message: 'a list is not closed', hint: 'add the missing ] (check that every [ has its ])' };
    case 'UnexpectedEndOfString':
      return { offset: err.offset, message: 'a text is not closed', hint: 'add the closing double quote (") on the same line' };
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode':
      return {
        offset: err.offset,
        message: 'a backslash starts an escape JSON does not know',
        hint: 'write \\\\ for a backslash, \\" for a quote, \\n for a new line',
      };
    case 'InvalidCharacter':
      return {
        offset: err.offset,
        message: 'a text holds a raw control character (a tab or line break)',
        hint: 'write \\n or \\t instead, or remove it',
      };
    case 'InvalidNumberFormat':
      return {
        offset: err.offset,
        message: 'a number is not written the JSON way',
        hint: 'write digits with an optional . and no leading +, e.g. 12 or 0.5',
      };
    case 'EndOfFileExpected':
      return { offset: err.offset, message: 'something follows the end of the document', hint: 'remove it: a file holds one object' };
    default:
      return { offset: err.offset, message: `"${at}" is not valid JSON here`, hint: 'check the quotes, commas and brackets around it' };
  }
}

/** Every object in the tree: reports a key written twice in the same object, at the second one. */
function duplicateKeys(
  node: Node | undefined,
  path: (string | number)[],
  at: (offset: number) => { line: number; column: number },
  out: ConfigIssue[],
): void {
  if (!node) return;
  if (node.type === 'object') {
    const seen = new Map<string, number>();
    for (const prop of node.children ?? []) {
      const [keyNode, value] = prop.children ?? [];
      if (!keyNode) continue;
      const key = String(keyNode.value);
      const first = seen.get(key);
      if (first !== undefined) {
        out.push({
          file: '',
          pointer: toPointer([...path, key]),
          ...at(keyNode.offset),
          message: `"${key}" is written twice in the same object (first on line ${at(first).line}); JSON keeps only the last one`,
          hint: 'keep one of the two and delete the other',
        });
      } else seen.set(key, keyNode.offset);
      duplicateKeys(value, [...path, key], at, out);
    }
  } else if (node.type === 'array') {
    (node.children ?? []).forEach((child, i) => duplicateKeys(child, [...path, i], at, out));
  }
}

/** Builds the value from the tree (the last of duplicated keys wins, as in JSON.parse). */
function valueOf(node: Node): unknown {
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const prop of node.children ?? []) {
        const [k, v] = prop.children ?? [];
        if (k && v) out[String(k.value)] = valueOf(v);
      }
      return out;
    }
    case 'array':
      return (node.children ?? []).map(valueOf);
    default:
      return node.value;
  }
}

export function parseJsonSource(text: string): JsonSource {
  const problems: ConfigIssue[] = [];
  const bom = text.charCodeAt(0) === 0xfeff;
  // Offsets below are in the text without the mark; columns on line 1 are shifted back by it.
  const body = bom ? text.slice(1) : text;
  const at = lineIndex(body);
  if (bom)
    problems.push({
      file: '',
      pointer: '',
      line: 1,
      column: 1,
      message: 'the file starts with an invisible byte-order mark (BOM)',
      hint: 'save the file as "UTF-8" without BOM (in VS Code: click "UTF-8 with BOM" in the status bar, then "Save with Encoding")',
    });
  const errors: ParseError[] = [];
  const tree = parseTree(body, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (first) {
    const d = describeSyntax(body, first);
    problems.push({ file: '', pointer: '', ...at(Math.max(0, d.offset)), message: d.message, hint: d.hint });
  }
  if (!first) duplicateKeys(tree, [], at, problems);
  const locate = (pointer: string): { line: number; column: number } => {
    if (!tree) return { line: 1, column: 1 };
    const path: (string | number)[] = [];
    let parent: Node = tree;
    for (const s of pointerSegments(pointer)) {
      const next = findNodeAtLocation(parent, [parent.type === 'array' ? Number(s) : s]);
      if (!next) break;
      path.push(s);
      parent = next;
    }
    // A property points at its name ("colour": ...), an item at itself.
    const target = parent.parent?.type === 'property' ? (parent.parent.children?.[0] ?? parent) : parent;
    return at(target.offset);
  };
  return { data: first || !tree ? undefined : valueOf(tree), problems, locate };
}
