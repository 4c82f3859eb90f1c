// Runs in piscina's worker threads (lib/cpu-pool.ts): work that would otherwise hold up every other request on
// the event loop — bcrypt (70–100 ms a login) and drawing image captchas.
import { Resvg } from '@resvg/resvg-js';
import bcrypt from 'bcryptjs';
import svgCaptcha from 'svg-captcha';

/**
 * @param {{ op: 'hash', plain: string }
 *   | { op: 'compare', plain: string, hash: string }
 *   | { op: 'captcha', text: string, width: number, height: number }} task
 */
export default function run(task) {
  switch (task.op) {
    case 'hash':
      return bcrypt.hashSync(task.plain, 10);
    case 'compare':
      return bcrypt.compareSync(task.plain, task.hash);
    case 'captcha': {
      // svg-captcha draws each glyph as a distorted, rotated path with noise curves; resvg turns it into the
      // PNG the contract promises.
      const svg = svgCaptcha(task.text, {
        width: task.width,
        height: task.height,
        fontSize: 48,
        noise: 4,
        color: true,
        background: '#f2f4f7',
      });
      return Buffer.from(new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng());
    }
    default:
      throw new Error('unknown task');
  }
}
