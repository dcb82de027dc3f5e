/** Fails when a tracked source file is over 400 lines (the house rule: one job per file). */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 400;
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx', '*.js', '*.mjs', '*.cjs', '*.css'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const over = files
  .map((file) => {
    try {
      return { file, lines: readFileSync(file, 'utf8').split('\n').length - 1 };
    } catch {
      return { file, lines: 0 }; // listed by git but deleted in the work tree
    }
  })
  .filter((f) => f.lines > LIMIT);
for (const f of over) console.error(`${f.file}: ${f.lines} lines (limit ${LIMIT})`);
if (over.length > 0) process.exit(1);
console.log(`${files.length} source files, none over ${LIMIT} lines`);
