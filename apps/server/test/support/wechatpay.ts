import { createCipheriv, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { WechatPayConfig } from '../../src/config.ts';

/** An RSA key pair in PEM, as the merchant's or WeChat Pay's platform key. */
export const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

/** A merchant and the platform it talks to, with keys made here (no real WeChat Pay account). */
export function wechatMerchant() {
  const merchant = keyPair();
  const platform = keyPair();
  const config: WechatPayConfig = {
    mchId: '1900000001',
    appId: 'wx0000000000000001',
    serialNo: 'SERIAL01',
    privateKey: merchant.privateKey,
    apiV3Key: randomBytes(16).toString('hex'), // 32 characters
    platformPublicKey: platform.publicKey,
    baseUrl: 'https://api.mch.weixin.qq.com',
  };
  return { merchant, platform, config };
}

export interface NoticeOptions {
  /** TRANSACTION.SUCCESS with associated data `transaction`, or REFUND.SUCCESS with `refund`. */
  kind: 'transaction' | 'refund';
  /** The APIv3 key the resource is encrypted with. */
  key: string;
  /** The private key the body is signed with (the platform's, or another to forge one). */
  signer: string;
  /** Seconds since the epoch in the signed timestamp. */
  timestamp: number;
}

/** A notice as WeChat Pay sends it: the resource AES-256-GCM encrypted, the body signed by `signer`. */
export function wechatNotice(resource: object, o: NoticeOptions) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(o.key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(o.kind));
  const encrypted = Buffer.concat([
    cipher.update(JSON.stringify(resource)),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const body = JSON.stringify({
    id: `EV-${randomBytes(4).toString('hex')}`,
    event_type: o.kind === 'transaction' ? 'TRANSACTION.SUCCESS' : 'REFUND.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: encrypted.toString('base64'),
      nonce,
      associated_data: o.kind,
    },
  });
  const timestamp = String(o.timestamp);
  const headerNonce = randomBytes(8).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${timestamp}\n${headerNonce}\n${body}\n`)
    .sign(o.signer, 'base64');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': 'PLATFORM01',
    },
  };
}
