import fs from 'node:fs';
import { z } from 'zod';

/**
 * Payment settings from the environment (README "Payment"). A real provider is on when its variables are all
 * set; in demo mode a gateway without one is answered by the sandbox. Keys may be given inline (PEM) or as a
 * path to a PEM file.
 */
export interface PaymentConfig {
  /** Minutes an unpaid order stays open before the maintenance job cancels it. */
  orderTimeoutMinutes: number;
  /** The admin's hand-pay instructions (HTML); hand pay is offered only when set (demo: a sample). */
  handPayText: string;
  alipay: AlipayConfig | null;
  wechatpay: WechatPayConfig | null;
}

export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string;
}

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** The merchant certificate's serial number. */
  serialNo: string;
  privateKey: string;
  /** The 32-byte APIv3 key that decrypts notifications. */
  apiV3Key: string;
  /** WeChat Pay's public key (or platform certificate) that signs notifications. */
  platformPublicKey: string;
  baseUrl: string;
}

const DEMO_HAND_PAY = `<p>收款户名：知学堂教育科技有限公司</p><p>开户银行：演示银行北京分行</p><p>收款账号：6222 0000 0000 0000</p><p>转账时请备注订单号，到账后我们会在 1 个工作日内为您开通。</p>`;

const Env = z.object({
  ORDER_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
  HAND_PAY_TEXT: z.string().optional(),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: z.string().default('https://openapi.alipay.com/gateway.do'),
  WECHATPAY_MCH_ID: z.string().optional(),
  WECHATPAY_APP_ID: z.string().optional(),
  WECHATPAY_SERIAL_NO: z.string().optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_API_V3_KEY: z.string().optional(),
  WECHATPAY_PUBLIC_KEY: z.string().optional(),
  WECHATPAY_BASE_URL: z.string().default('https://api.mch.weixin.qq.com'),
});

/** A key given inline (PEM, `\n` allowed for line breaks, or bare base64), or read from the file it names. */
function pem(value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  return fs.existsSync(value) ? fs.readFileSync(value, 'utf8') : value;
}

export function readPaymentConfig(env: NodeJS.ProcessEnv, demo: boolean): PaymentConfig {
  const e = Env.parse(env);
  const alipay =
    e.ALIPAY_APP_ID && e.ALIPAY_PRIVATE_KEY && e.ALIPAY_PUBLIC_KEY
      ? {
          appId: e.ALIPAY_APP_ID,
          privateKey: pem(e.ALIPAY_PRIVATE_KEY),
          alipayPublicKey: pem(e.ALIPAY_PUBLIC_KEY),
          gateway: e.ALIPAY_GATEWAY,
        }
      : null;
  const wechatpay =
    e.WECHATPAY_MCH_ID &&
    e.WECHATPAY_APP_ID &&
    e.WECHATPAY_SERIAL_NO &&
    e.WECHATPAY_PRIVATE_KEY &&
    e.WECHATPAY_API_V3_KEY &&
    e.WECHATPAY_PUBLIC_KEY
      ? {
          mchId: e.WECHATPAY_MCH_ID,
          appId: e.WECHATPAY_APP_ID,
          serialNo: e.WECHATPAY_SERIAL_NO,
          privateKey: pem(e.WECHATPAY_PRIVATE_KEY),
          apiV3Key: e.WECHATPAY_API_V3_KEY,
          platformPublicKey: pem(e.WECHATPAY_PUBLIC_KEY),
          baseUrl: e.WECHATPAY_BASE_URL.replace(/\/+$/, ''),
        }
      : null;
  return {
    orderTimeoutMinutes: e.ORDER_TIMEOUT_MINUTES,
    handPayText: e.HAND_PAY_TEXT ?? (demo ? DEMO_HAND_PAY : ''),
    alipay,
    wechatpay,
  };
}
