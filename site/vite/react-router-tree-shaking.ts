import type { Plugin } from 'vite';

/**
 * Lets the browser build tree-shake react-router's production build. That build keeps every component and
 * context it defines, whatever the site imports: its `React.forwardRef/createContext/memo` calls are not
 * marked pure, and its top-level `X.displayName = "…"` assignments (read only by React DevTools) count as side
 * effects. This marks those calls `@__PURE__` and blanks those assignments, so what the site does not use
 * (framework-mode components, forms, fetchers, prefetching, scroll restoration) is dropped. Behaviour is
 * unchanged; the source map is exact at line starts and at every edit.
 */
const MODULE = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;
const PURE_CALL = /= (React\d*\.(?:forwardRef|createContext|memo)\()/g;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const PURE = '/* @__PURE__ */ ';

export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'site:react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: MODULE },
      handler(code, id) {
        // Same length: no position moves.
        const blanked = code.replace(DISPLAY_NAME, (line) => ' '.repeat(line.length));
        const inserts = [...blanked.matchAll(PURE_CALL)].map((call) => call.index + 2);
        let out = '';
        let from = 0;
        for (const at of inserts) {
          out += blanked.slice(from, at) + PURE;
          from = at;
        }
        out += blanked.slice(from);
        return {
          code: out,
          map: { version: 3, sources: [id], sourcesContent: [code], names: [], mappings: mappings(code, inserts, PURE.length) },
        };
      },
    },
  };
}

/**
 * Source map mappings for `code` with `length` characters inserted at each offset of `inserts` (ascending):
 * one segment at every line start and one after every insertion.
 */
function mappings(code: string, inserts: readonly number[], length: number): string {
  const lines: string[] = [];
  let lineStart = 0;
  let next = 0;
  let previousLine = 0;
  let previousColumn = 0;
  code.split('\n').forEach((text, line) => {
    const columns = [0];
    while (next < inserts.length && inserts[next]! <= lineStart + text.length) columns.push(inserts[next++]! - lineStart);
    let generatedColumn = 0;
    const segments = columns.map((column, index) => {
      const generated = column + index * length;
      const segment = vlq(generated - generatedColumn) + vlq(0) + vlq(line - previousLine) + vlq(column - previousColumn);
      generatedColumn = generated;
      previousLine = line;
      previousColumn = column;
      return segment;
    });
    lines.push(segments.join(','));
    lineStart += text.length + 1;
  });
  return lines.join(';');
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest) digit |= 32;
    out += BASE64[digit];
  } while (rest);
  return out;
}
