import { QqOutlined, WechatOutlined } from '@ant-design/icons';
import type { MemberDetail, SystemConfig } from '@meedu/contract';
import { Button, Flex, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNicknameMutation } from '../api/nickname.ts';
import { useUnbindSocialiteMutation, type SocialiteApp } from '../api/unbind-socialite.ts';
import { browser } from '../../../lib/browser.ts';
import { maskMobile } from '../lib/mask.ts';
import { qqBindUrl } from '../lib/socialite-return.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';

export type BasicInfoDialog = 'verifyMobile' | 'newMobile' | 'password' | 'wechatBind';

export interface BasicInfoProps {
  user: MemberDetail;
  config: SystemConfig | undefined;
  openDialog(d: BasicInfoDialog): void;
}

function Row({ label, value, action }: { label: ReactNode; value: ReactNode; action?: ReactNode }) {
  return (
    <Flex
      align="center"
      gap={16}
      style={{ padding: '18px 0', borderBottom: '1px solid #f0f0f0', minHeight: 72 }}
    >
      <div style={{ width: 140, flex: 'none', color: '#666' }}>{label}</div>
      <div style={{ flex: 1, minWidth: 0 }}>{value}</div>
      <Flex gap={8} align="center" style={{ flex: 'none' }}>
        {action}
      </Flex>
    </Flex>
  );
}

/** Tab `基本信息` of /member (screens/account §9.2). */
export function BasicInfo({ user, config, openDialog }: BasicInfoProps) {
  const { message, modal } = useFeedback();
  const [editing, setEditing] = useState(false);
  const [nick, setNick] = useState('');
  const nickname = useNicknameMutation();
  const unbind = useUnbindSocialiteMutation();

  const saveNick = () => {
    if (nickname.isPending) return;
    const value = nick.trim();
    if (!value) {
      message.error('请输入昵称');
      return;
    }
    // On failure the server's reason (for example 昵称已经存在) is shown and what was typed stays.
    nickname.mutate(value, {
      onSuccess: () => {
        message.success('修改成功');
        setEditing(false);
      },
    });
  };

  const confirmUnbind = (app: SocialiteApp) => {
    modal.confirm({
      title: '解绑账号',
      content: '解绑账号后请立即绑定其他社交账号，不然可能导致无法找回原账号，确认操作？',
      okText: '确认',
      cancelText: '取消',
      centered: true,
      // The dialog waits for the call; a refusal has been toasted by the client and closes it too.
      onOk: () =>
        new Promise<void>((resolve) =>
          unbind.mutate(app, {
            onSuccess: () => void message.success('解绑成功'),
            onSettled: () => resolve(),
          }),
        ),
    });
  };

  const qqOn = config?.socialites.qq === 1;
  const wechatOn = config?.socialites.wechat_scan === 1;

  return (
    <div>
      <Row
        label="我的头像"
        value={<AvatarUpload src={user.avatar} />}
        action={<Typography.Text type="secondary">点击图片修改</Typography.Text>}
      />
      <Row
        label="我的昵称"
        value={
          editing ? (
            <Input
              aria-label="昵称"
              placeholder="昵称"
              value={nick}
              onChange={(e) => setNick(e.target.value)}
              onPressEnter={saveNick}
              style={{ maxWidth: 280 }}
            />
          ) : (
            user.nick_name
          )
        }
        action={
          user.is_set_nickname === 0 ? (
            <>
              {editing ? (
                <Button type="primary" size="small" loading={nickname.isPending} onClick={saveNick}>
                  保存
                </Button>
              ) : (
                <Button
                  size="small"
                  onClick={() => {
                    setNick(user.nick_name);
                    setEditing(true);
                  }}
                >
                  修改
                </Button>
              )}
              <Typography.Text type="secondary">（只可修改一次）</Typography.Text>
            </>
          ) : (
            <Typography.Text type="secondary">已修改</Typography.Text>
          )
        }
      />
      <Row
        label="手机号码"
        value={user.is_bind_mobile === 1 ? maskMobile(user.mobile) : null}
        action={
          user.is_bind_mobile === 1 ? (
            <Button size="small" onClick={() => openDialog('verifyMobile')}>
              换绑手机号
            </Button>
          ) : (
            <Button size="small" type="primary" onClick={() => openDialog('newMobile')}>
              绑定手机号
            </Button>
          )
        }
      />
      <Row
        label="设置(修改)密码"
        value={null}
        action={
          <Button
            size="small"
            onClick={() => {
              if (user.is_bind_mobile !== 1) message.error('请绑定手机号');
              else openDialog('password');
            }}
          >
            点击设置（修改）密码
          </Button>
        }
      />
      {qqOn ? (
        <Row
          label={
            <>
              <QqOutlined style={{ color: '#12b7f5', marginRight: 6 }} />
              绑定QQ
            </>
          }
          value={user.is_bind_qq === 1 ? '已绑定' : null}
          action={
            user.is_bind_qq === 1 ? (
              <Button size="small" onClick={() => confirmUnbind('qq')}>
                解绑账号
              </Button>
            ) : (
              <Button
                size="small"
                type="link"
                onClick={() => config && browser.assign(qqBindUrl(config.url, window.location.origin))}
              >
                点击绑定
              </Button>
            )
          }
        />
      ) : null}
      {wechatOn ? (
        <Row
          label={
            <>
              <WechatOutlined style={{ color: '#09bb07', marginRight: 6 }} />
              绑定微信
            </>
          }
          value={user.is_bind_wechat === 1 ? '已绑定' : null}
          action={
            user.is_bind_wechat === 1 ? (
              <Button size="small" onClick={() => confirmUnbind('wechat')}>
                解绑账号
              </Button>
            ) : (
              <Button size="small" type="link" onClick={() => openDialog('wechatBind')}>
                点击绑定
              </Button>
            )
          }
        />
      ) : null}
    </div>
  );
}
