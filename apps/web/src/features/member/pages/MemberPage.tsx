import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { memberDetailQuery } from '../../../api/member.ts';
import { configQuery } from '../../../api/system.ts';
import { SignInButton } from '../../../components/day-sign-in/SignInButton.tsx';
import { MemberLayout } from '../../../components/member-nav/index.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { flags } from '../../../lib/storage.ts';
import { invalidateMember, invalidateMemberAndConfig } from '../api/member-invalidate.ts';
import { BasicInfo, type BasicInfoDialog } from '../components/BasicInfo.tsx';
import { DestroyDialog } from '../components/DestroyDialog.tsx';
import { FaceVerifyDialog } from '../components/FaceVerifyDialog.tsx';
import { NewMobileDialog } from '../components/NewMobileDialog.tsx';
import { PasswordDialog } from '../components/PasswordDialog.tsx';
import { ProfileSummary } from '../components/ProfileSummary.tsx';
import { RealName } from '../components/RealName.tsx';
import { VerifyMobileDialog } from '../components/VerifyMobileDialog.tsx';
import { WechatBindDialog } from '../components/WechatBindDialog.tsx';
import { useSocialiteBindReturn } from '../lib/use-socialite-bind-return.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

type Dialog = BasicInfoDialog | 'destroy' | 'face' | null;

/** `/member` — 学员中心 (screens/account §9). */
export default function MemberPage() {
  useDocumentTitle('学员中心');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  // The member may have changed elsewhere since start-up: read it afresh on arrival.
  const { data: user } = useQuery({ ...memberDetailQuery, refetchOnMount: 'always' });
  const { data: config } = useQuery(configQuery);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sign, setSign] = useState<string | null>(null);

  useSocialiteBindReturn();

  // The dialogs' mutations read the member again themselves.
  const close = () => setDialog(null);

  if (!user) {
    return (
      <MemberLayout>
        <Flex justify="center" style={{ padding: 80 }}>
          <Spin size="large" />
        </Flex>
      </MemberLayout>
    );
  }

  return (
    <MemberLayout>
      <Flex vertical gap={24}>
        <ProfileSummary user={user} />
        <Card
          extra={
            <a role="button" onClick={() => setDialog('destroy')} style={{ color: '#646b78' }}>
              注销账号
            </a>
          }
        >
          <Tabs
            items={[
              {
                key: 'basic',
                label: '基本信息',
                children: (
                  <BasicInfo
                    user={user}
                    config={config}
                    openDialog={(d) => {
                      setSign(null);
                      setDialog(d);
                    }}
                  />
                ),
              },
              {
                key: 'realname',
                label: '实名认证',
                children: <RealName user={user} onStart={() => setDialog('face')} />,
              },
            ]}
          />
        </Card>
      </Flex>

      {dialog === 'verifyMobile' ? (
        <VerifyMobileDialog
          mobile={user.mobile}
          onClose={() => setDialog(null)}
          onVerified={(s) => {
            setSign(s);
            setDialog('newMobile');
          }}
        />
      ) : null}
      {dialog === 'newMobile' ? <NewMobileDialog sign={sign} onClose={close} onDone={close} /> : null}
      {dialog === 'password' ? <PasswordDialog mobile={user.mobile} onClose={close} onDone={close} /> : null}
      {dialog === 'wechatBind' ? (
        <WechatBindDialog
          onClose={() => setDialog(null)}
          onBound={() => {
            message.success('绑定成功');
            setDialog(null);
            void invalidateMemberAndConfig(queryClient);
          }}
        />
      ) : null}
      {dialog === 'destroy' ? <DestroyDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'face' ? (
        <FaceVerifyDialog
          onClose={() => setDialog(null)}
          onDone={(outcome) => {
            if (outcome === 'verified') message.success('实名认证成功');
            flags.setFaceCheck(false);
            setDialog(null);
            void invalidateMember(queryClient);
          }}
        />
      ) : null}
      <SignInButton />
    </MemberLayout>
  );
}
