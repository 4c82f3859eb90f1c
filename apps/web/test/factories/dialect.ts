import { makeConfig } from './system.ts';
import { onGet } from '../handlers/http.ts';

/**
 * The config reply of a MeEdu 4.9.30 server (shared/contract/upstream-4.9.30.md §3): no `webname`, `sliders` or
 * `socialites.wechat_scan`; the protocol links and the course purchase notice added.
 */
export function config4930(over: Record<string, unknown> = {}): Record<string, unknown> {
  const { webname: _webname, sliders: _sliders, ...rest } = makeConfig();
  return {
    ...rest,
    socialites: { qq: 0, wechat_oauth: 0 },
    vip_protocol: 'http://localhost/user/vip_protocol',
    paid_content_purchase_protocol: 'http://localhost/user/paid_content_purchase_protocol',
    course_purchase_notice: '',
    ...over,
  };
}

export type Dialect = '4.9.8' | '4.9.30';
export const DIALECTS: readonly Dialect[] = ['4.9.8', '4.9.30'];

/** The config handler of a server speaking `dialect` (the 4.9.8 one is the base handlers' own). */
export const configOf = (dialect: Dialect, over: Record<string, unknown> = {}) =>
  onGet('/api/v2/other/config', dialect === '4.9.30' ? config4930(over) : { ...makeConfig(), ...over });
