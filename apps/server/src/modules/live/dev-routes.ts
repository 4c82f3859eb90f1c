import { LIVE_STATUS_TEXT } from '@meedu/contract';
import { LiveRoomActionBody } from '@meedu/contract/admin';
import type { Context } from 'hono';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { jsonBody } from '../../lib/validate.ts';
import { devPage } from '../../lib/dev-page.ts';
import { escapeHtml } from '../../lib/html.ts';
import { consoleView, listConsoleLessons, teacherAction } from './service.ts';
import { idParam } from '../../lib/http.ts';

/** The same actions as the console's room (contract admin/live.ts). */
const actionSchema = LiveRoomActionBody;

/**
 * The teacher console of the demo (contract catalog §6.7 frames): a page a person drives like a teacher would,
 * and `POST /__dev/live/{videoId}` with `{action, …}` for tests. Only in demo mode (elsewhere /__dev is 404).
 */
export const liveDevRoutes: ApiModule = (app, deps) => {
  if (!deps.config.demo) return;
  app.get('/__dev/live', consolePage(deps));
  app.post('/__dev/live/:videoId', act(deps));
};

const act = (deps: AppDeps) => async (c: Context) => {
  const videoId = idParam(c.req.param('videoId'));
  const isForm = !(c.req.header('content-type') ?? '').includes('application/json');
  try {
    await teacherAction(deps, videoId, await jsonBody(c, actionSchema));
  } catch (err) {
    if (!isForm || !(err instanceof ApiError)) throw err;
    return c.redirect(`/__dev/live?video_id=${videoId}&error=${encodeURIComponent(err.message)}`, 303);
  }
  if (isForm) return c.redirect(`/__dev/live?video_id=${videoId}`, 303);
  return c.json({ code: 0, message: '', data: [] });
};

const button = (videoId: number, action: string, label: string, fields = '') =>
  `<form method="post" action="/__dev/live/${videoId}" style="display:inline">` +
  `<input type="hidden" name="action" value="${escapeHtml(action)}">${fields}<button>${escapeHtml(label)}</button></form>`;

const consolePage = (deps: AppDeps) => async (c: Context) => {
  const raw = c.req.query('video_id');
  if (!raw) {
    const rows = (await listConsoleLessons(deps.db))
      .map(
        (v) =>
          `<tr><td>${escapeHtml(v.course_title)}${v.charge === 0 ? '（免费）' : ''}</td><td>${escapeHtml(v.title)}</td>` +
          `<td>${escapeHtml(LIVE_STATUS_TEXT[v.status === 1 ? 1 : v.status === 2 ? 2 : 0])}</td>` +
          `<td><a href="/__dev/live?video_id=${v.id}">进入控制台</a></td></tr>`,
      )
      .join('');
    return c.html(
      devPage(
        '直播讲师控制台',
        `<table><tr><th>直播课</th><th>课时</th><th>状态</th><th></th></tr>${rows}</table>`,
      ),
    );
  }
  const view = await consoleView(deps, idParam(raw));
  if (!view) return c.html(devPage('直播讲师控制台', '<p class="err">直播不存在</p>'), 404);
  const { video, messages, rollCalls, signed, bans, users } = view;
  const v = video.id;
  const nick = new Map(users.map((u) => [u.id, u.nick_name]));
  const error = c.req.query('error');
  const status = video.status === 1 ? 1 : video.status === 2 ? 2 : 0;
  const body = `
<p><a href="/__dev/live">全部课时</a> · 第 ${v} 号课时《${escapeHtml(video.title)}》 · 状态：<b>${escapeHtml(LIVE_STATUS_TEXT[status])}</b>
 · ${video.room_is_ban === 1 ? '<b class="err">全员禁言中</b>' : '可以发言'}</p>
${error ? `<p class="err">${escapeHtml(error)}</p>` : ''}
<h2>直播</h2>
${button(v, 'start', '开始直播')} ${button(v, 'end', '结束直播')}
${video.room_is_ban === 1 ? button(v, 'unban-room', '解除全员禁言') : button(v, 'ban-room', '全员禁言')}
<h2>以讲师身份发言</h2>
${button(v, 'message', '发送', '<input type="text" name="content" maxlength="200" required placeholder="消息内容">')}
<h2>点名签到</h2>
${button(v, 'sign-in', '发起签到', '<input type="text" name="seconds" value="60" size="4"> 秒')}
<table><tr><th>签到</th><th>开始</th><th>截止</th><th>已签到</th></tr>${rollCalls
    .map(
      (r) =>
        `<tr><td>#${r.id}</td><td>${escapeHtml(r.started_at)}</td><td>${escapeHtml(r.end_at)}${r.closed_at ? '（已结束）' : ''}</td><td>${Number(r.signed)}</td></tr>`,
    )
    .join('')}</table>
${signed.length > 0 ? `<p>最近一次签到：${signed.map((s) => escapeHtml(nick.get(s.user_id) ?? `#${s.user_id}`)).join('、')}</p>` : ''}
<h2>禁言学员</h2>
${button(v, 'ban-user', '禁言', '<input type="text" name="user_id" placeholder="学员 id" size="6">')}
<ul>${bans
    .map(
      (b) =>
        `<li>${escapeHtml(nick.get(b.user_id) ?? '')} (#${b.user_id}) ${button(v, 'unban-user', '解除禁言', `<input type="hidden" name="user_id" value="${b.user_id}">`)}</li>`,
    )
    .join('')}</ul>
<h2>最近消息</h2>
<table><tr><th>#</th><th>发言人</th><th>内容</th><th></th></tr>${messages
    .map(
      (m) =>
        `<tr><td>${m.id}</td><td>${escapeHtml(m.nick_name)}</td><td>${escapeHtml(m.content)}</td>` +
        `<td>${button(v, 'delete', '删除', `<input type="hidden" name="chat_id" value="${m.id}">`)}` +
        `${m.user_id > 0 ? button(v, 'ban-user', '禁言此人', `<input type="hidden" name="user_id" value="${m.user_id}">`) : ''}</td></tr>`,
    )
    .join('')}</table>`;
  return c.html(devPage('直播讲师控制台', body));
};
