import type { MemberCertsReply } from '@meedu/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import { runOnCpuPool } from '../../lib/cpu-pool.ts';
import { ApiError } from '../../lib/envelope.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';

/**
 * Gives the member every certificate whose rule they now meet (today: "finished course N"). Run when the
 * certificate list or a download is asked for, so a certificate appears however the course came to be finished;
 * the unique (member, certificate) key makes concurrent runs harmless.
 */
export async function issueDueCerts(db: Db, userId: number, now: string): Promise<number> {
  const due = await repo.findDueCourseCerts(db, userId);
  for (const c of due) {
    await repo.insertUserCert(db, {
      user_id: userId,
      cert_id: c.id,
      serial: `${now.slice(0, 10).replace(/-/g, '')}${randomBytes(4).toString('hex').toUpperCase()}`,
      created_at: now,
    });
  }
  return due.length;
}

/** contract §7: the member's certificates, newest first. */
export async function memberCerts(
  db: Db,
  userId: number,
  page: { size: number; offset: number },
  now: string,
  base: string,
): Promise<MemberCertsReply> {
  await issueDueCerts(db, userId, now);
  const { rows, total } = await repo.userCertsPage(db, userId, page);
  return {
    total,
    data: rows.map((r) => ({
      id: r.id,
      created_at: r.created_at,
      cert:
        r.cert_id === null
          ? null
          : {
              id: r.cert_id,
              name: r.name ?? '',
              template_image: publicAssetUrl(base, r.template_image ?? ''),
            },
    })),
  };
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT =
  "'Noto Serif CJK SC','Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',serif";

/** The certificate as SVG, 1200 × 850: border, title, holder, what was achieved, date and serial. */
export function certSvg(c: {
  name: string;
  holder: string;
  achievement: string;
  date: string;
  serial: string;
}): string {
  const line = (y: number, size: number, text: string, extra = '') =>
    `<text x="600" y="${y}" font-size="${size}" text-anchor="middle" ${extra}>${esc(text)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="850" viewBox="0 0 1200 850" font-family="${FONT}" fill="#3b2f1e">
<rect width="1200" height="850" fill="#fffaf0"/>
<rect x="30" y="30" width="1140" height="790" fill="none" stroke="#b8860b" stroke-width="8"/>
<rect x="52" y="52" width="1096" height="746" fill="none" stroke="#d4af37" stroke-width="2"/>
${line(190, 72, c.name, 'font-weight="700" fill="#8b6914" letter-spacing="8"')}
${line(250, 24, 'CERTIFICATE OF COMPLETION', 'fill="#a08050" letter-spacing="6"')}
${line(370, 34, `兹证明  ${c.holder}`)}
${line(450, 30, c.achievement)}
${line(510, 30, '特发此证，以资鼓励。')}
<circle cx="930" cy="660" r="80" fill="none" stroke="#c0392b" stroke-width="5"/>
<text x="930" y="672" font-size="30" text-anchor="middle" fill="#c0392b" font-weight="700">知学堂</text>
<text x="140" y="660" font-size="24">颁发日期：${esc(c.date)}</text>
<text x="140" y="710" font-size="24">证书编号：${esc(c.serial)}</text>
</svg>`;
}

/**
 * The member's certificate of template `certId` as a PNG (rendered by resvg on the CPU pool). Another member's
 * certificate, or one not issued, is 证书不存在.
 */
export async function certPng(db: Db, userId: number, certId: number, now: string): Promise<Buffer> {
  await issueDueCerts(db, userId, now);
  const c = await repo.findUserCert(db, userId, certId);
  if (!c) throw new ApiError('证书不存在');
  const svg = certSvg({
    name: c.name,
    holder: c.nick_name,
    achievement: c.course_title ? `已完成课程《${c.course_title}》的全部学习` : '已完成规定的全部学习',
    date: c.created_at.slice(0, 10),
    serial: c.serial,
  });
  return Buffer.from(await runOnCpuPool({ op: 'svgPng', svg }));
}
