import { Button, Flex, QRCode, Result, Typography } from 'antd';
import type { FaceVerifyStart } from '@meedu/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { queryFaceVerify, startFaceVerify } from '../api/face-verify.ts';
import { usePolling } from '../../../components/use-polling.ts';

/** Face-verify poll interval (screens/account §8). */
export const FACE_POLL_MS = 2500;
const ALREADY_VERIFIED = '当前学员已完成实人认证';

type Phase =
  | { name: 'starting' }
  | { name: 'ready'; start: FaceVerifyStart }
  | { name: 'failed'; message: string }
  | { name: 'already' };

export interface FaceVerifyPanelProps {
  size?: number;
  /** `verified`: the poll said status 9; `already`: the server says this member was verified before. */
  onDone(outcome: 'verified' | 'already'): void;
}

/**
 * Starts a real-name verification, shows its address as a QR code for a phone, and polls until it is done.
 * A start failure is shown in place (with a retry) rather than toasted twice as the reference does.
 */
export function FaceVerifyPanel({ size = 300, onDone }: FaceVerifyPanelProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    let live = true;
    startFaceVerify().then(
      (start) => {
        if (live) setPhase({ name: 'ready', start });
      },
      (e: unknown) => {
        if (!live) return;
        const message = e instanceof ApiError ? e.message : '';
        if (message === ALREADY_VERIFIED) setPhase({ name: 'already' });
        else setPhase({ name: 'failed', message: message || '无法发起实名认证' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  usePolling(
    async () => {
      if (phase.name !== 'ready') return;
      const r = await queryFaceVerify({ rule_id: phase.start.rule_id, biz_token: phase.start.biz_token });
      if (r.status === 9) {
        setFinished(true);
        onDone('verified');
      }
    },
    FACE_POLL_MS,
    phase.name === 'ready' && !finished,
  );

  if (phase.name === 'failed') {
    return (
      <Result
        status="error"
        title="无法发起实名认证"
        subTitle={phase.message}
        extra={
          <Button
            type="primary"
            onClick={() => {
              setPhase({ name: 'starting' });
              setAttempt((n) => n + 1);
            }}
          >
            重试
          </Button>
        }
      />
    );
  }
  if (phase.name === 'already') {
    return (
      <Result
        status="success"
        title="您已完成实名认证"
        subTitle="无需再次认证。"
        extra={
          <Button type="primary" onClick={() => onDone('already')}>
            继续
          </Button>
        }
      />
    );
  }

  const url = phase.name === 'ready' ? phase.start.url : '';
  return (
    <Flex vertical align="center" gap={12}>
      <QRCode
        value={url || 'loading'}
        size={size}
        status={phase.name === 'ready' ? (finished ? 'scanned' : 'active') : 'loading'}
        aria-label="实名认证二维码"
      />
      <Typography.Text strong>请使用微信扫码完成实名认证</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 13, textAlign: 'center' }}>
        扫码后按手机上的提示完成刷脸认证，本页面会自动继续。
      </Typography.Text>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" style={{ fontSize: 13 }}>
          无法扫码？在本机打开认证页面
        </a>
      ) : null}
    </Flex>
  );
}
