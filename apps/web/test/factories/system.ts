import type { Nav, SystemConfig } from '@meedu/contract';

/** The site's configuration (contract account §4.1) as the server answers it; override what a case needs. */
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
