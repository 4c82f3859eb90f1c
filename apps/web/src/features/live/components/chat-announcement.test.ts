import type { ChatMsgBody } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { chatAnnouncement } from './chat-announcement.ts';

const msg = (role: ChatMsgBody['role'], nick_name: string, content: string): ChatMsgBody => ({
  chat_id: 1,
  role,
  nick_name,
  content,
});

describe('chatAnnouncement', () => {
  it('counts members’ messages without reading them', () => {
    expect(chatAnnouncement([msg('user', '甲', '1'), msg('user', '乙', '2')], '我')).toBe('2条新消息');
  });

  it('reads at most three staff messages or mentions in full, cut at 80 characters', () => {
    const long = '长'.repeat(100);
    const said = chatAnnouncement(
      [
        msg('teacher', '王老师', '一'),
        msg('assistant', '小李', '二'),
        msg('teacher', '王老师', long),
        msg('user', '甲', `@我 ${'x'}`),
      ],
      '我',
    );
    expect(said).toBe(`助教小李：二。老师王老师：${'长'.repeat(80)}…。甲提到了你：@我 x。另有1条新消息`);
  });

  it('says nothing of the member’s own messages', () => {
    expect(chatAnnouncement([msg('user', '我', '你好')], '我')).toBe('');
  });
});
