#!/usr/bin/env node
/**
 * What a clone on another machine would trip over: a tracked symbolic link (it points into one machine's tree,
 * or breaks on a system without links), and a tracked text file that names a folder of one machine (a home or
 * work folder). System paths every machine has, such as `/usr/bin/chromium`, are fine.
 *
 *   node scripts/check-repo.mjs [project root]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Git's mode of a symbolic link. */
const SYMLINK_MODE = '120000';

/**
 * A machine's own folders, as the start of an absolute path: after the start of the line or a character that
 * cannot be part of a path (so `../features/home/x.ts` and `https://host/work/x` do not count). A home folder
 * counts with a folder inside it (home, then a user, then more), so an address such as the console's `/home/navs` does not.
 */
const MACHINE_PATH =
  /(?:^|[\s'"`(=:,[{<>])(\/(?:work|root|Users)\/|\/home\/[A-Za-z_][\w.-]*\/|[A-Za-z]:(?:\\{1,2}|\/)Users(?:\\{1,2}|\/))/;

/** Files git tracks below `root`, with their mode: `[{ mode, file }]`. */
export function trackedFiles(root) {
  const out = execFileSync('git', ['ls-files', '-s', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return out
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      // "<mode> <object> <stage>\t<path>"
      const tab = entry.indexOf('\t');
      return { mode: entry.slice(0, entry.indexOf(' ')), file: entry.slice(tab + 1) };
    });
}

const isBinary = (bytes) => bytes.subarray(0, 8000).includes(0);

/** The machine paths one text names: `[{ line, text }]`, lines counted from 1. */
export function machinePaths(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    if (MACHINE_PATH.test(line)) found.push({ line: i + 1, text: line.trim() });
  });
  return found;
}

/** Every problem of the tracked tree below `root`, one line each (empty when there is none). */
export function checkRepo(root) {
  const problems = [];
  for (const { mode, file } of trackedFiles(root)) {
    if (mode === SYMLINK_MODE) {
      problems.push(
        `${file}: a symbolic link is tracked; commit the file itself or create the link in a script`,
      );
      continue;
    }
    const full = path.join(root, file);
    // A file deleted in the working tree but not yet in the index has nothing to read.
    if (!fs.existsSync(full) || !fs.statSync(full).isFile()) continue;
    const bytes = fs.readFileSync(full);
    if (isBinary(bytes)) continue;
    for (const { line, text } of machinePaths(bytes.toString('utf8'))) {
      problems.push(`${file}:${line}: names a folder of one machine: ${text.slice(0, 160)}`);
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkRepo(root);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else {
    console.log('repository: no tracked links, no machine paths');
  }
}
