/**
 * Reads a password for the operator's commands: typed on a terminal without echo (and typed twice to confirm),
 * or the next line of standard input when it is piped (`echo "$PW" | npm run operator -- admin:create root`).
 */
import type { PasswordPrompt } from '../modules/admin/cli.ts';

type Input = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

const ENTER = new Set(['\r', '\n']);
const ERASE = new Set(['\u007f', '\b']);
const CANCEL = new Set(['\u0003', '\u0004']);

/** One line typed without echo: the terminal in raw mode, so nothing typed is shown or kept in its history. */
function readHidden(input: Input, output: NodeJS.WritableStream, question: string): Promise<string> {
  output.write(question);
  input.setRawMode?.(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = (err?: Error) => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (err) reject(err);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of chunk.toString('utf8')) {
        if (ENTER.has(ch)) return finish();
        if (CANCEL.has(ch)) return finish(new Error('已取消'));
        if (ERASE.has(ch)) typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    input.on('data', onData);
  });
}

/** The lines of a piped input, read to its end once. */
function pipedLines(input: Input): () => Promise<string> {
  let lines: Promise<string[]> | undefined;
  let next = 0;
  const readAll = async () => {
    let text = '';
    for await (const chunk of input) text += chunk.toString();
    return text.split(/\r?\n/);
  };
  return async () => (await (lines ??= readAll()))[next++] ?? '';
}

export function terminalPasswordPrompt(
  input: Input = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): PasswordPrompt {
  if (!input.isTTY) {
    const nextLine = pipedLines(input);
    return () => nextLine();
  }
  return async (question, confirm) => {
    const first = await readHidden(input, output, question);
    if (confirm && (await readHidden(input, output, '再输入一次：')) !== first)
      throw new Error('两次输入的密码不一致');
    return first;
  };
}
