import type { MemberDetail, Notification } from '@meedu/contract';

/** A member as `member/detail` answers (contract account §5.1); override what a case needs. */
export function makeMember(over: Partial<MemberDetail> = {}): MemberDetail {
  return {
    id: 1,
    avatar: 'http://localhost/avatar.png',
    nick_name: '学习达人',
    mobile: '13800000000',
    is_lock: 0,
    is_active: 1,
    role_id: 0,
    role_expired_at: null,
    role: null,
    invite_balance: 0,
    is_password_set: 1,
    is_set_nickname: 1,
    created_at: '2024-01-01T00:00:00.000000Z',
    credit1: 0,
    credit2: 0,
    credit3: 0,
    is_bind_qq: 0,
    is_bind_wechat: 0,
    is_bind_mobile: 1,
    invite_people_count: 0,
    is_face_verify: true,
    profile_real_name: '',
    profile_id_number: '',
    ...over,
  };
}

/** A message in the member's inbox (contract account §6), unread and five minutes old. */
export const makeNotification = (
  id: string,
  message: string,
  over: Partial<Notification> = {},
): Notification => ({
  id,
  notifiable_id: 1,
  data: { message },
  read_at: null,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  ...over,
});
