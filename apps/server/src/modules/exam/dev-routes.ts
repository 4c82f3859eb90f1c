import type { DevGradeRequest } from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { formBody, parseWith, requestSchema } from '../../lib/validate.ts';
import { devPage } from '../../lib/dev-page.ts';
import { escapeHtml } from '../../lib/html.ts';
import { markAttempt, markingQueue } from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';

const gradeBody = requestSchema<DevGradeRequest>()(
  z.object({
    scores: z.record(z.string(), z.coerce.number({ error: '分数须为数字' }), { error: '参数错误' }),
  }),
);

/**
 * Demo mode: a teacher's grading page standing in for the admin panel. GET lists the attempts waiting for marks
 * with their subjective answers; POST `/__dev/paper/grade/<attempt id>` marks one (JSON `{scores: {"<question
 * id>" | "<id>-cap-<i>": points}}`, or the page's form). Outside demo mode /__dev answers 404 (modules/dev).
 */
export const examDevRoutes: ApiModule = (app, deps) => {
  if (!deps.config.demo) return;
  app.get('/__dev/paper/grade', gradingPage(deps));
  app.post('/__dev/paper/grade/:id', grade(deps));
};

const gradingPage = (deps: AppDeps) => async (c: Context) => {
  const queue = await markingQueue(deps.db);
  const body =
    queue.length === 0
      ? '<p>暂无待阅卷的答卷。</p>'
      : queue
          .map(
            (a) => `<form method="post" action="/__dev/paper/grade/${a.id}">
<h2>${escapeHtml(a.title)} · 答卷 #${a.id}</h2><p>学员：${escapeHtml(a.nick_name)}，交卷时间：${escapeHtml(a.submitted_at)}</p>
${a.items
  .map(
    (i) => `<fieldset><p><strong>题目</strong>：${escapeHtml(i.stem.replace(/<[^>]*>/g, ' '))}</p>
<p><strong>作答</strong>：${escapeHtml(i.text) || '（无文字）'}</p>
${i.images.map((u) => `<p><a href="${escapeHtml(u)}" target="_blank" rel="noopener">图片</a></p>`).join('')}
<label>得分（满分 ${i.full}）：<input type="text" name="s:${escapeHtml(i.key)}" value="0"></label></fieldset>`,
  )
  .join('\n')}
<button type="submit">提交评分</button></form>`,
          )
          .join('\n<hr>\n');
  return c.html(devPage('试卷阅卷', body));
};

/** JSON `{scores}` from tests, or the form's `s:<key>` fields from the page. */
async function readScores(c: Context): Promise<Record<string, number>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new ApiError('参数错误');
    }
    return parseWith(gradeBody, raw).scores;
  }
  const form = await formBody(c);
  if (!form) throw new ApiError('参数错误');
  const scores: Record<string, string> = {};
  for (const [k, v] of Object.entries(form))
    if (k.startsWith('s:') && typeof v === 'string') scores[k.slice(2)] = v;
  return parseWith(gradeBody, { scores }).scores;
}

const grade = (deps: AppDeps) => async (c: Context) => {
  const json = (c.req.header('content-type') ?? '').includes('application/json');
  try {
    await markAttempt(deps.db, idParam(c.req.param('id')), await readScores(c), nowDb(deps.clock));
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (json) return c.json({ code: e.code, message: e.message, data: [] });
    return c.html(
      devPage(
        '试卷阅卷',
        `<p class="err">${escapeHtml(e.message)}</p><p><a href="/__dev/paper/grade">返回</a></p>`,
      ),
      400,
    );
  }
  if (json) return c.json({ code: 0, message: '', data: [] });
  return c.html(
    devPage('试卷阅卷', '<p class="ok">评分已保存</p><p><a href="/__dev/paper/grade">返回</a></p>'),
  );
};
