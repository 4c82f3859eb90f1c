/**
 * Local fakes of the SMS providers' gateways, for the server tests and the browser suite. Each checks what the real
 * one checks and answers in the provider's own JSON, errors included:
 * - Aliyun dysmsapi `SendSms`: the ACS3-HMAC-SHA256 signature the SDK sends (canonical request over the method,
 *   path, sorted query, the signed `host`/`content-type`/`x-acs-*` headers and the payload hash), the key, a fresh
 *   nonce and date, the sign name and a known template;
 * - Tencent Cloud SMS `SendSms` (2021-01-11): the TC3-HMAC-SHA256 `Authorization` recomputed from the request as
 *   received (service `sms`, the date of `X-TC-Timestamp`, at most 5 minutes old), the app id, sign and template.
 * The signatures are recomputed here independently of the server's code.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  mobile: string;
  signName: string;
  template: string;
  code: string;
}

export interface FakeGateway {
  url: string;
  received: ReceivedSms[];
  /** The last code the gateway passed on to `mobile`. */
  lastCode(mobile: string): string | undefined;
  /** The next send is refused with this provider error code and message. */
  failNext(code: string, message: string): void;
  /** Requests refused for their signature or key (never expected from the server's code). */
  rejected: string[];
  close(): Promise<void>;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

async function listen(
  handle: (req: http.IncomingMessage, body: Buffer) => { status: number; json: unknown },
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    void readBody(req).then((body) => {
      const { status, json } = handle(req, body);
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function makeRecorder() {
  const received: ReceivedSms[] = [];
  let failure: { code: string; message: string } | null = null;
  return {
    received,
    rejected: [] as string[],
    lastCode: (mobile: string) => received.filter((r) => r.mobile === mobile).at(-1)?.code,
    failNext(code: string, message: string) {
      failure = { code, message };
    },
    takeFailure() {
      const f = failure;
      failure = null;
      return f;
    },
  };
}

// ---------------------------------------------------------------- Aliyun

export interface AliyunAccount {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templates: string[];
}

/** Aliyun's percent-encoding of canonical query values (RFC 3986; `!'()*` encoded too). */
const aliyunEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function parseRawQuery(raw: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of raw.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decodeURIComponent(eq < 0 ? part : part.slice(0, eq));
    params.set(key, eq < 0 ? '' : decodeURIComponent(part.slice(eq + 1).replace(/\+/g, '%20')));
  }
  return params;
}

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : (v ?? ''));

export async function startFakeAliyun(account: AliyunAccount): Promise<FakeGateway> {
  const rec = makeRecorder();
  const nonces = new Set<string>();
  const aliyunError = (status: number, code: string, message: string) => ({
    status,
    json: {
      RequestId: randomUUID().toUpperCase(),
      HostId: 'dysmsapi.aliyuncs.com',
      Code: code,
      Message: message,
    },
  });
  const refuse = (status: number, code: string, message: string) => {
    rec.rejected.push(code);
    return aliyunError(status, code, message);
  };

  const { url, close } = await listen((req, body) => {
    const [path = '/', rawQuery = ''] = (req.url ?? '/').split('?');
    const auth = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      headerText(req.headers.authorization),
    );
    if (!auth) return refuse(400, 'MissingAuthorization', 'Authorization is mandatory for this action.');
    const [, keyId, signedList = '', signature] = auth;
    if (keyId !== account.accessKeyId)
      return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    const signed = signedList.split(';');
    if (!signed.includes('host') || !signed.includes('x-acs-action') || !signed.includes('x-acs-date'))
      return refuse(
        400,
        'IncompleteSignature',
        'The request signature does not conform to Aliyun standards.',
      );
    const payloadHash = headerText(req.headers['x-acs-content-sha256']);
    if (payloadHash !== sha256Hex(body))
      return refuse(400, 'SignatureDoesNotMatch', 'The payload hash does not match the body.');
    const query = parseRawQuery(rawQuery);
    const canonicalQuery = [...query.keys()]
      .sort()
      .map((k) => `${aliyunEncode(k)}=${aliyunEncode(query.get(k) ?? '')}`)
      .join('&');
    const canonicalHeaders = signed.map((h) => `${h}:${headerText(req.headers[h]).trim()}\n`).join('');
    const canonicalRequest = [
      req.method,
      path,
      canonicalQuery,
      canonicalHeaders,
      signed.join(';'),
      payloadHash,
    ].join('\n');
    const stringToSign = `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`;
    const expected = createHmac('sha256', account.accessKeySecret).update(stringToSign).digest('hex');
    if (expected !== signature)
      return refuse(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    const nonce = headerText(req.headers['x-acs-signature-nonce']);
    if (!nonce || nonces.has(nonce))
      return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.add(nonce);
    const date = Date.parse(headerText(req.headers['x-acs-date']));
    if (!Number.isFinite(date) || Math.abs(Date.now() - date) > 15 * 60_000)
      return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    if (req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25')
      return refuse(400, 'InvalidAction.NotFound', 'Specified api is not found.');

    const requestId = randomUUID().toUpperCase();
    const answer = (code: string, message: string, extra: Record<string, string> = {}) => ({
      status: 200,
      json: { RequestId: requestId, Message: message, Code: code, ...extra },
    });
    const mobile = query.get('PhoneNumbers') ?? '';
    if (!/^1\d{10}$/.test(mobile)) return answer('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (query.get('SignName') !== account.signName) return answer('isv.SMS_SIGNATURE_ILLEGAL', '签名不合法');
    const template = query.get('TemplateCode') ?? '';
    if (!account.templates.includes(template)) return answer('isv.SMS_TEMPLATE_ILLEGAL', '模板不合法');
    let code: unknown;
    try {
      code = (JSON.parse(query.get('TemplateParam') ?? '') as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
    if (typeof code !== 'string') return answer('isv.INVALID_JSON_PARAM', 'JSON参数不合法');
    const failure = rec.takeFailure();
    if (failure) return answer(failure.code, failure.message);
    rec.received.push({ mobile, signName: account.signName, template, code });
    return answer('OK', 'OK', { BizId: `${Date.now()}^0` });
  });
  return { url, close, ...rec };
}

// ---------------------------------------------------------------- Tencent Cloud

export interface TencentAccount {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templates: string[];
}

export async function startFakeTencent(account: TencentAccount): Promise<FakeGateway> {
  const rec = makeRecorder();
  const reply = (json: Record<string, unknown>) => ({
    status: 200,
    json: { Response: { ...json, RequestId: randomUUID() } },
  });
  const error = (code: string, message: string) => reply({ Error: { Code: code, Message: message } });
  const refuse = (code: string, message: string) => {
    rec.rejected.push(code);
    return error(code, message);
  };

  const { url, close } = await listen((req, body) => {
    const auth =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        headerText(req.headers.authorization),
      );
    if (!auth) return refuse('AuthFailure.InvalidAuthorization', 'Authorization 格式不正确');
    const [, secretId, date = '', service = '', signedList = '', signature] = auth;
    if (secretId !== account.secretId) return refuse('AuthFailure.SecretIdNotFound', '密钥不存在');
    const timestamp = Number(headerText(req.headers['x-tc-timestamp']));
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300)
      return refuse('AuthFailure.SignatureExpire', '签名过期');
    if (service !== 'sms' || date !== new Date(timestamp * 1000).toISOString().slice(0, 10))
      return refuse('AuthFailure.SignatureFailure', '请求签名验证失败（凭证范围）');
    const signed = signedList.split(';');
    if (!signed.includes('content-type') || !signed.includes('host'))
      return refuse('AuthFailure.SignatureFailure', '请求签名验证失败（签名头）');
    const canonicalHeaders = signed
      .map((h) => `${h}:${headerText(req.headers[h]).trim().toLowerCase()}\n`)
      .join('');
    const [path = '/', rawQuery = ''] = (req.url ?? '/').split('?');
    const canonicalRequest = [req.method, path, rawQuery, canonicalHeaders, signedList, sha256Hex(body)].join(
      '\n',
    );
    const scope = `${date}/${service}/tc3_request`;
    const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256Hex(canonicalRequest)].join(
      '\n',
    );
    const key = hmac(hmac(hmac(`TC3${account.secretKey}`, date), service), 'tc3_request');
    if (createHmac('sha256', key).update(stringToSign).digest('hex') !== signature)
      return refuse('AuthFailure.SignatureFailure', '请求签名验证失败');
    if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11')
      return refuse('InvalidAction', '接口不存在');

    let params: {
      PhoneNumberSet?: unknown;
      SmsSdkAppId?: unknown;
      SignName?: unknown;
      TemplateId?: unknown;
      TemplateParamSet?: unknown;
    };
    try {
      params = JSON.parse(body.toString('utf8')) as typeof params;
    } catch {
      return error('InvalidParameter', '请求体不是 JSON');
    }
    if (params.SmsSdkAppId !== account.sdkAppId)
      return error('FailedOperation.MissingSignatureList', 'SdkAppId 与签名不匹配');
    if (params.SignName !== account.signName)
      return error('FailedOperation.SignatureIncorrectOrUnapproved', '签名未审批或格式错误');
    const template = typeof params.TemplateId === 'string' ? params.TemplateId : '';
    if (!account.templates.includes(template))
      return error('FailedOperation.TemplateIncorrectOrUnapproved', '模板未审批或内容不匹配');
    const phones = Array.isArray(params.PhoneNumberSet) ? params.PhoneNumberSet : [];
    const codes = Array.isArray(params.TemplateParamSet) ? params.TemplateParamSet : [];
    const phone = typeof phones[0] === 'string' ? phones[0] : '';
    const code = typeof codes[0] === 'string' ? codes[0] : '';
    if (phones.length !== 1 || !/^\+861\d{10}$/.test(phone))
      return error('InvalidParameterValue.IncorrectPhoneNumber', '手机号格式错误');
    const failure = rec.takeFailure();
    if (failure?.code.startsWith('FailedOperation.') && !failure.code.includes('Phone'))
      return error(failure.code, failure.message);
    const status = failure
      ? { Code: failure.code, Message: failure.message, SerialNo: '' }
      : { Code: 'Ok', Message: 'send success', SerialNo: `2433:${Date.now()}` };
    if (!failure) rec.received.push({ mobile: phone.slice(3), signName: account.signName, template, code });
    return reply({
      SendStatusSet: [
        { ...status, PhoneNumber: phone, Fee: failure ? 0 : 1, SessionContext: '', IsoCode: 'CN' },
      ],
    });
  });
  return { url, close, ...rec };
}
