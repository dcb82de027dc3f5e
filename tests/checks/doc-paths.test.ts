import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No document or comment points to a file that does not exist: every repository path named in the Markdown
 * documents and in source comments (a path under one of the top-level folders, or a Markdown link) exists.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const TOP = ['common', 'protocol', 'site', 'widget', 'demo', 'console', 'server', 'harness', 'tests', 'bench', 'scripts', 'docs', 'notes'];
const PATH = new RegExp(String.raw`(?<![\w./@-])((?:${TOP.join('|')})/[\w./-]*[\w/])(?![\w/<*{-]|\.[\w./])`, 'g');

function tracked(...patterns: string[]): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', ...patterns], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && existsSync(join(ROOT, f)));
}

/** Paths as written (a sentence's full stop after one is not part of it); a name with a wildcard or a placeholder stands for many files and is not checked. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(PATH)].map((m) => m[1]!).filter((p) => !/[*<>{}]/.test(p) && !p.startsWith('dist/'));
}

function missing(file: string, text: string): string[] {
  return namedPaths(text)
    .map((p) => p.replace(/[.]+$/, ''))
    .filter((p) => !existsSync(join(ROOT, p)))
    .map((p) => `${file}: ${p}`);
}

describe('paths named in documents and comments exist', () => {
  it('in Markdown documents (named paths and relative links)', () => {
    const problems: string[] = [];
    for (const file of tracked('*.md')) {
      if (file.includes('node_modules/')) continue;
      const text = readFileSync(join(ROOT, file), 'utf8');
      problems.push(...missing(file, text));
      for (const m of text.matchAll(/\]\((?!https?:|#|mailto:)([^)\s#]+)/g)) {
        if (!existsSync(join(ROOT, dirname(file), m[1]!))) problems.push(`${file}: link ${m[1]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('in source comments', () => {
    const problems: string[] = [];
    for (const file of tracked('*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js', '*.css', '*.sh')) {
      const comments = readFileSync(join(ROOT, file), 'utf8').match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|^\s*#[^\n]*/gm) ?? [];
      problems.push(...missing(file, comments.join('\n')));
    }
    expect(problems).toEqual([]);
  });

  it('in HTML comments', () => {
    const problems: string[] = [];
    for (const file of tracked('*.html')) {
      const comments = readFileSync(join(ROOT, file), 'utf8').match(/<!--[\s\S]*?-->/g) ?? [];
      problems.push(...missing(file, comments.join('\n')));
    }
    expect(problems).toEqual([]);
  });
});
