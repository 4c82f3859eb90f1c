#!/usr/bin/env node
/**
 * Runs npm scripts side by side, two at a time, and prints each one's output whole when it ends, so the logs of
 * `npm run check` stay readable. The static checks (typecheck, lint, format) each keep one core busy; on the 2-core
 * CI machine running them in pairs saves about a minute of the half hour CI may take.
 *
 *   node scripts/run-parallel.mjs typecheck lint check:cycles check:repo format:check
 *
 * Exits with the first failing script's code after all have ended.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

const CONCURRENCY = Math.max(1, Math.min(2, os.availableParallelism()));

/** Runs `npm run <name>`, collecting stdout and stderr in the order they came. */
function runScript(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks = [];
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      resolve({
        name,
        code: code ?? 1,
        output: Buffer.concat(chunks).toString(),
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

const queue = process.argv.slice(2);
if (queue.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

let failure = 0;
async function worker() {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const result = await runScript(name);
    const verdict = result.code === 0 ? 'passed' : `failed (exit ${result.code})`;
    process.stdout.write(
      `\n> ${result.name}: ${verdict} in ${result.seconds.toFixed(0)} s\n${result.output}`,
    );
    if (result.code !== 0 && failure === 0) failure = result.code;
  }
}

await Promise.all(Array.from({ length: CONCURRENCY }, worker));
process.exit(failure);
