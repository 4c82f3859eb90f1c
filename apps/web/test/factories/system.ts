import type { MemberDetail, Nav, SystemConfig } from '@meedu/contract';

/** Contract-shaped payloads (contract account §4.1, §4.3, §5.1) for tests; override what a case needs. */
export function makeConfig(over: Partial<SystemConfig> = {}): SystemConfig {
  return {
    webname: '学堂在线',
    name: '学堂在线',
    logo: { logo: '/images/logo.png', white_logo: '/images/logo-white.png' },
    url: 'http://localhost',
    pc_url: 'http://localhost',
    h5_url: '',
    icp: '',
    icp_link: '',
    icp2: '',
    icp2_link: '',
    user_protocol: 'http://localhost/user/protocol',
    user_private_protocol: 'http://localhost/user/private_protocol',
    aboutus: 'http://localhost/aboutus',
    player: {
      cover: '',
      enabled_bullet_secret: 0,
      bullet_secret: { size: 14, color: 'red', opacity: 1, text: '' },
    },
    member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false },
    socialites: { qq: 0, wechat_scan: 0, wechat_oauth: 0 },
    credit1_reward: { register: 0, watched_vod_course: 0, watched_video: 0, paid_order: 0 },
    enabled_addons: [],
    sliders: [],
    navs: [],
    links: [],
    ...over,
  };
}

export function makeNav(id: number, name: string, url: string, over: Partial<Nav> = {}): Nav {
  return {
    id,
    sort: id,
    name,
    url,
    active_routes: '',
    platform: 'PC',
    parent_id: 0,
    blank: 0,
    children: [],
    ...over,
  };
}

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

/** The `{code, message, data}` envelope. */
export const ok = <T>(data: T) => ({ code: 0, message: '', data });
export const fail = (message: string, code = 1) => ({ code, message, data: [] });
