import type {
  AdminErrorReply,
  CertFieldRequest,
  CertTemplateItem,
  IssuedCertItem,
  ListReply,
} from '@meedu/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { toDbTime } from '../../src/lib/dates.ts';
import { createBitmap, encodePng } from '../../src/lib/png.ts';
import { insertUserCert } from '../../src/modules/cert/repository.ts';
import { memberCertSvg } from '../../src/modules/cert/service.ts';
import { storeConsoleImage } from '../../src/modules/upload/service.ts';
import { fixtures } from '../catalog/fixtures.ts';
import { adminAgent, auditRows, consoleContext, type AdminAgent, type ConsoleCrew } from './support.ts';

const NAME_FIELD: CertFieldRequest = {
  kind: 'member_name',
  text: '学员：',
  x: 600,
  y: 400,
  size: 48,
  color: '#112233',
  align: 'center',
};
const SERIAL_FIELD: CertFieldRequest = {
  kind: 'serial',
  text: 'No. ',
  x: 100,
  y: 800,
  size: 20,
  color: '#000000',
  align: 'left',
};

/** A PNG's signature and its IHDR width and height. */
function pngHeader(bytes: Uint8Array): { png: boolean; width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b),
    width: view.getUint32(16),
    height: view.getUint32(20),
  };
}

describe('certificate templates', () => {
  // The crew without its super administrator, whom no case here needs: one bcrypt login fewer.
  const crew = {} as Omit<ConsoleCrew, 'boss'>;
  beforeAll(async () => {
    const ctx = await consoleContext();
    const [viewer, editor, outsider] = await Promise.all([
      adminAgent(ctx, ['certs.view']),
      adminAgent(ctx, ['certs.edit']),
      adminAgent(ctx, ['share.edit']),
    ]);
    Object.assign(crew, { ctx, viewer, editor, outsider });
  }, 60_000);
  const background = () =>
    storeConsoleImage(crew.ctx, { bytes: encodePng(createBitmap(60, 40, [200, 30, 30])), ext: 'png' });
  const image = async (agent: AdminAgent, path: string) => {
    const res = await crew.ctx.app.request(`/admin/api${path}`, { headers: { cookie: agent.cookie } });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      bytes: new Uint8Array(await res.arrayBuffer()),
    };
  };

  it('creates, lists, edits and deletes a template; refuses bad fields, outside images and other roles; audits', async () => {
    const course = await fixtures(crew.ctx).course({ title: '证书好课' });
    const path = await background();
    const body = {
      name: '结业证书',
      course_id: course,
      background: `http://localhost:8080${path}`,
      fields: [NAME_FIELD, SERIAL_FIELD],
    };
    const outsider = await crew.outsider.call<AdminErrorReply>('GET', '/cert-templates');
    expect(outsider.body.message).toBe('没有权限：证书（查看）');
    expect((await crew.viewer.call('POST', '/cert-templates', body)).status).toBe(403);

    const bad = await crew.editor.call<AdminErrorReply>('POST', '/cert-templates', {
      ...body,
      fields: [
        { ...NAME_FIELD, kind: 'photo', x: 5000, size: 2, color: 'red' },
        { ...SERIAL_FIELD, kind: 'text', text: '' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      'fields.0.kind': '请选择字段类型',
      'fields.0.x': '须在画布内（0–1200）',
      'fields.0.size': '字号 12–160',
      'fields.0.color': '颜色须为 #RRGGBB',
      'fields.1.text': '请填写文字',
    });
    const outside = await crew.editor.call<AdminErrorReply>('POST', '/cert-templates', {
      ...body,
      background: 'https://elsewhere.example/cert.png',
    });
    expect(outside.body.fields).toEqual({ background: '请上传背景图（不支持外部图片地址）' });
    const noCourse = await crew.editor.call<AdminErrorReply>('POST', '/cert-templates', {
      ...body,
      course_id: 999_999,
    });
    expect(noCourse.body.fields).toEqual({ course_id: '课程不存在' });

    const made = await crew.editor.call<CertTemplateItem>('POST', '/cert-templates', body);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: '结业证书',
      background: path,
      course_id: course,
      course_title: '证书好课',
      fields: [NAME_FIELD, SERIAL_FIELD],
      issued: 0,
    });
    const { id } = made.body;
    const edited = await crew.editor.call<CertTemplateItem>('PUT', `/cert-templates/${id}`, {
      ...body,
      name: '优秀学员证书',
      background: path,
      fields: [{ ...NAME_FIELD, color: '#ABCDEF' }],
    });
    expect(edited.body).toMatchObject({ name: '优秀学员证书', fields: [{ color: '#abcdef' }] });

    const member = await crew.ctx.member({ nick_name: '持证人' });
    const now = toDbTime(crew.ctx.clock.now());
    await insertUserCert(crew.ctx.db, { user_id: member.id, cert_id: id, serial: 'S0001', created_at: now });
    const list = await crew.viewer.call<ListReply<CertTemplateItem>>('GET', '/cert-templates?q=优秀');
    expect(list.body.items.map((t) => [t.id, t.issued])).toEqual([[id, 1]]);
    const issued = await crew.viewer.call<ListReply<IssuedCertItem>>('GET', `/cert-templates/${id}/issued`);
    expect(issued.body.items).toMatchObject([{ user_id: member.id, nick_name: '持证人', serial: 'S0001' }]);
    const held = await crew.editor.call<AdminErrorReply>('DELETE', `/cert-templates/${id}`);
    expect([held.status, held.body.message]).toEqual([409, '已颁发 1 张证书，不能删除']);

    const spare = await crew.editor.call<CertTemplateItem>('POST', '/cert-templates', {
      ...body,
      fields: [],
    });
    expect((await crew.editor.call('DELETE', `/cert-templates/${spare.body.id}`)).status).toBe(204);
    expect((await crew.viewer.call('GET', `/cert-templates/${spare.body.id}`)).status).toBe(404);
    const audit = await auditRows(crew.ctx, 'cert_template');
    expect(audit.map((a) => [a.action, a.summary])).toEqual([
      ['delete', '删除证书模板 结业证书'],
      ['create', '新建证书模板 结业证书'],
      ['update', '修改证书模板 优秀学员证书'],
      ['create', '新建证书模板 结业证书'],
    ]);
    expect(audit[2]!.before).toMatchObject({ name: '结业证书', background: path });
  });

  it('previews a saved template and the editor’s unsaved one as 1200 × 850 PNGs', async () => {
    const course = await fixtures(crew.ctx).course({ title: '预览课' });
    const made = await crew.editor.call<CertTemplateItem>('POST', '/cert-templates', {
      name: '预览证书',
      course_id: course,
      background: await background(),
      fields: [NAME_FIELD],
    });
    const saved = await image(crew.viewer, `/cert-templates/${made.body.id}/preview`);
    expect([saved.status, saved.type]).toEqual([200, 'image/png']);
    expect(pngHeader(saved.bytes)).toEqual({ png: true, width: 1200, height: 850 });

    const draft = JSON.stringify({ fields: [{ ...NAME_FIELD, kind: 'text', text: '草稿' }] });
    const unsaved = await image(crew.viewer, `/cert-templates/preview?draft=${encodeURIComponent(draft)}`);
    expect(pngHeader(unsaved.bytes)).toEqual({ png: true, width: 1200, height: 850 });
    const broken = await crew.viewer.call<AdminErrorReply>(
      'GET',
      `/cert-templates/preview?draft=${encodeURIComponent(JSON.stringify({ fields: [{ kind: 'text' }] }))}`,
    );
    expect(broken.status).toBe(400);
    expect(broken.body.fields).toMatchObject({ 'fields.0.x': '请填写横坐标' });
  });

  it('draws the member’s download by the template: the escaped name at its place over the stored background', async () => {
    const course = await fixtures(crew.ctx).course({ title: '下载课' });
    const made = await crew.editor.call<CertTemplateItem>('POST', '/cert-templates', {
      name: '模板证书',
      course_id: course,
      background: await background(),
      fields: [NAME_FIELD, SERIAL_FIELD],
    });
    const member = await crew.ctx.member({ nick_name: '<b>李&"雷"</b>' });
    const now = toDbTime(crew.ctx.clock.now());
    await insertUserCert(crew.ctx.db, {
      user_id: member.id,
      cert_id: made.body.id,
      serial: 'S0002',
      created_at: now,
    });

    const svg = await memberCertSvg(crew.ctx, member.id, made.body.id, now);
    expect(svg).toContain(
      '<text x="600" y="400" font-size="48" fill="#112233" text-anchor="middle" xml:space="preserve">学员：&lt;b&gt;李&amp;&quot;雷&quot;&lt;/b&gt;</text>',
    );
    expect(svg).toContain(
      '<text x="100" y="800" font-size="20" fill="#000000" text-anchor="start" xml:space="preserve">No. S0002</text>',
    );
    expect(svg).toContain('<image href="data:image/png;base64,');
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('兹证明');

    // Without fields or background the built-in design is drawn.
    await crew.editor.call('PUT', `/cert-templates/${made.body.id}`, {
      name: '模板证书',
      course_id: course,
      background: '',
      fields: [],
    });
    const plain = await memberCertSvg(crew.ctx, member.id, made.body.id, now);
    expect(plain).toContain('兹证明  &lt;b&gt;李&amp;&quot;雷&quot;&lt;/b&gt;');
    expect(plain).toContain('已完成课程《下载课》的全部学习');
    expect(plain).not.toContain('<image');
  });
});
