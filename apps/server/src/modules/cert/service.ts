import type { MemberCertsReply } from '@meedu/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import { storedFields, templateSvg } from './render.ts';
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

/**
 * The member's certificate of template `certId` as SVG, drawn by the template (render.ts). Another member's
 * certificate, or one not issued, is 证书不存在.
 */
export async function memberCertSvg(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: number,
  certId: number,
  now: string,
): Promise<string> {
  await issueDueCerts(deps.db, userId, now);
  const c = await repo.findUserCert(deps.db, userId, certId);
  if (!c) throw new ApiError('证书不存在');
  return templateSvg(
    deps,
    { background: c.template_image, fields: storedFields(c.fields) },
    {
      name: c.name,
      holder: c.nick_name,
      courseTitle: c.course_title ?? '',
      date: c.created_at.slice(0, 10),
      serial: c.serial,
    },
  );
}
