import { describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../helpers.ts';
import { api, twoInstances } from '../support/instances.ts';
import { connect } from './fixtures.ts';

/**
 * Two real server processes on one PostgreSQL database: a chat message sent through one instance reaches a member
 * whose socket is on the other (LISTEN/NOTIFY). SQLite serves one process, so this runs on PostgreSQL only.
 */
describe.skipIf(TEST_DIALECT !== 'postgres')('live chat across two instances on one PostgreSQL', () => {
  const two = twoInstances();

  it('delivers a message sent through one instance, and a console mute, to a member connected to the other', async () => {
    const { a, b } = two;
    const login = (mobile: string) =>
      api<{ token: string }>(a.url, 'POST', '/api/v2/login/password', { mobile, password: 'meedu123' });
    const one = (await login('13800000000')).json.data.token;
    const other = (await login('13900000001')).json.data.token;
    // The demo's free open class: start its upcoming lesson, so any member may enter.
    const list = await api<{ data: { data: { id: number; charge: number; title: string }[] } }>(
      a.url,
      'GET',
      '/addons/zhibo/api/v1/courses?size=16',
    );
    const open = list.json.data.data.data.find((c) => c.title.includes('公开课'));
    if (!open) throw new Error('open class missing');
    const detail = await api<{ videos: Record<string, { id: number; status: number }[]> }>(
      a.url,
      'GET',
      `/addons/zhibo/api/v1/course/${open.id}`,
    );
    const lesson = Object.values(detail.json.data.videos)
      .flat()
      .find((v) => v.status === 0);
    if (!lesson) throw new Error('upcoming lesson missing');
    expect((await api(b.url, 'POST', `/__dev/live/${lesson.id}`, { action: 'start' })).json.code).toBe(0);

    const ws = (base: string, token: string) =>
      `${base.replace(/^http/, 'ws')}/addons/zhibo/ws/course/${open.id}/video/${lesson.id}?token=${token}`;
    const onB = connect(ws(b.url, other));
    await onB.opened;
    const sent = await api(
      a.url,
      'POST',
      `/addons/zhibo/api/v1/course/${open.id}/video/${lesson.id}/chat/send`,
      {
        content: '跨实例的消息',
        duration: 1,
      },
      one,
    );
    expect(sent.json.code).toBe(0);
    const msg = await onB.until((f) => f.t === 'message');
    expect(JSON.parse(msg.v ?? '{}')).toMatchObject({ content: '跨实例的消息', nick_name: '学习达人' });

    expect((await api(a.url, 'POST', `/__dev/live/${lesson.id}`, { action: 'ban-room' })).json.code).toBe(0);
    await onB.until((f) => f.t === 'room-ban');
    onB.ws.close();
  });
});
