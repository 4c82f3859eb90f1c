import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { randomString } from '../../lib/random.ts';
import { completeFaceAttempt, findFaceAttempt } from '../face/service.ts';
import {
  PROVIDER_CODE_PURPOSE,
  STATE_PURPOSE,
  findScan,
  identitiesWithMembers,
  scanned,
  wechatIdentityOf,
  type Identity,
  type ProviderCode,
  type SocialApp,
  type SocialiteState,
} from '../socialite/service.ts';

/** The demo sandboxes' rules (ARCHITECTURE "sandbox in demo mode"); the pages are in routes.ts. */
const PROVIDER_CODE_TTL_SECONDS = 120;
export const SAMPLE_PERSON = { realName: '王小明', idNumber: '110101199003078515' };

export type Input = Record<string, string>;

export function newIdentity(app: SocialApp, nickname: string | undefined): Identity {
  const prefix = app === 'qq' ? 'QQ用户' : '微信用户';
  return {
    app,
    openid: `${app}_${randomString(24)}`,
    nickname: nickname?.trim() || `${prefix}${randomString(4, '0123456789')}`,
    avatar: '',
  };
}

export const verifyQqState = (deps: Pick<AppDeps, 'signer'>, state: string) =>
  deps.signer.verify<SocialiteState>(STATE_PURPOSE, state);

/**
 * The QQ sandbox's answer to an authorize form: the provider code the callback receives (QQ's authorization
 * code), or undefined when the person refused.
 */
export async function qqProviderCode(deps: AppDeps, input: Input): Promise<string | undefined> {
  if (input.deny === '1') return undefined;
  let identity: ProviderCode;
  if (!input.choice || input.choice === 'new') identity = newIdentity('qq', input.nickname);
  else {
    const known = (await identitiesWithMembers(deps.db, 'qq')).find((r) => r.app_user_id === input.choice);
    identity = { openid: input.choice, nickname: known?.nickname ?? input.nickname ?? '', avatar: '' };
  }
  const code: ProviderCode = {
    openid: identity.openid,
    nickname: identity.nickname,
    avatar: identity.avatar,
  };
  return deps.signer.sign(PROVIDER_CODE_PURPOSE, code, PROVIDER_CODE_TTL_SECONDS);
}

/**
 * The WeChat sandbox's scan: as the WeChat user bound to member `user_id`, as a known `openid`, or as a new
 * WeChat user (`new`). Answers the message WeChat would show.
 */
export async function sandboxScan(deps: AppDeps, input: Input): Promise<string> {
  if (!input.code || !(await findScan(deps, input.code))) throw new ApiError('二维码已过期或不存在');
  let identity: Identity;
  if (input.user_id) {
    const bound = /^\d{1,15}$/.test(input.user_id)
      ? await wechatIdentityOf(deps.db, Number(input.user_id))
      : undefined;
    if (!bound) throw new ApiError('该学员没有绑定微信');
    identity = bound;
  } else if (input.openid) {
    const known = (await identitiesWithMembers(deps.db, 'wechat')).find(
      (r) => r.app_user_id === input.openid,
    );
    identity = {
      app: 'wechat',
      openid: input.openid,
      nickname: known?.nickname ?? (input.nickname?.trim() || `微信用户${randomString(4, '0123456789')}`),
      avatar: '',
    };
  } else if (input.new === '1' || input.new === 'true') identity = newIdentity('wechat', input.nickname);
  else throw new ApiError('参数错误');
  return scanned(deps, input.code, identity);
}

/** The face sandbox's verdict on an attempt. Answers the message to show. */
export async function sandboxFaceVerdict(deps: AppDeps, input: Input): Promise<string> {
  const attempt = await findFaceAttempt(deps, input.biz_token ?? '');
  if (!attempt) throw new ApiError('认证请求不存在');
  if (input.result !== 'pass' && input.result !== 'fail') throw new ApiError('参数错误');
  await completeFaceAttempt(deps, attempt, input.result, {
    realName: input.real_name?.trim() || SAMPLE_PERSON.realName,
    idNumber: input.id_number?.trim() || SAMPLE_PERSON.idNumber,
  });
  return input.result === 'pass' ? '认证通过，请回到网站继续' : '已标记为认证失败';
}
