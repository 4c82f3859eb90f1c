import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { unreadCountQuery } from '../../api/member.ts';
import { paths } from '../../config/paths.ts';
import { PlainCard } from '../PlainCard.tsx';
import type { FeatureSwitches } from '../../lib/features.ts';
import { useFeatures } from '../../stores/features.ts';
import { useSession } from '../../stores/session.ts';

export interface MemberNavItem {
  label: string;
  to: string;
  /** Shown only when this returns true. */
  when?: (f: FeatureSwitches) => boolean;
  unreadDot?: boolean;
}

export interface MemberNavGroup {
  title: string;
  when?: (f: FeatureSwitches) => boolean;
  items: MemberNavItem[];
}

/**
 * The member side navigation (screens/account §10, screens/commerce-exam §0.4). `积分商城` follows the
 * Credit1Mall switch (the reference ties it to DaySignIn).
 */
export const memberNavGroups: MemberNavGroup[] = [
  {
    title: '用户',
    items: [
      { label: '所有订单', to: paths.memberOrders() },
      { label: '我的消息', to: paths.memberMessages(), unreadDot: true },
      { label: '我的证书', to: paths.memberCerts(), when: (f) => f.cert },
    ],
  },
  {
    title: '试题',
    when: (f) => f.paper,
    items: [
      { label: '我的考试', to: paths.memberPaper(), when: (f) => f.paper },
      { label: '我的模考', to: paths.memberMockPaper(), when: (f) => f.mockPaper },
      { label: '试题错题', to: paths.wrongBook(), when: (f) => f.wrongBook },
      { label: '我的练习', to: paths.memberPractice(), when: (f) => f.practice },
      { label: '收藏习题', to: paths.collection(), when: (f) => f.practice },
    ],
  },
  {
    title: '其他',
    items: [
      { label: '我的问答', to: paths.memberQuestions(), when: (f) => f.wenda },
      { label: '邀请推广', to: paths.share(), when: (f) => f.share },
      { label: '兑换课程', to: paths.memberCodeExchanger(), when: (f) => f.codeExchanger },
      { label: '积分商城', to: paths.memberCredit1Records(), when: (f) => f.credit1Mall },
      { label: '我的积分', to: paths.memberCredit1Free(), when: (f) => !f.credit1Mall },
    ],
  },
];

function NavLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      style={{
        display: 'block',
        padding: '8px 16px',
        borderRadius: 6,
        color: active ? '#cf1322' : 'inherit',
        background: active ? 'rgba(255, 77, 79, 0.08)' : undefined,
        fontWeight: active ? 600 : 400,
      }}
    >
      {children}
    </Link>
  );
}

/** The side navigation; the item for the current path is highlighted. */
export function MemberNav() {
  const { pathname } = useLocation();
  const features = useFeatures((s) => s.features);
  const isLogin = useSession((s) => s.isLogin);
  const { data: unread } = useQuery({ ...unreadCountQuery, enabled: isLogin });

  return (
    <PlainCard bodyPadding={12} style={{ width: 200, flex: 'none' }}>
      <nav aria-label="用户中心导航">
        <NavLink to={paths.member()} active={pathname === paths.member()}>
          用户中心
        </NavLink>
        {memberNavGroups
          .filter((g) => !g.when || g.when(features))
          .map((g) => (
            <div key={g.title} style={{ marginTop: 12 }}>
              <div style={{ padding: '4px 16px', color: '#646b78', fontSize: 13 }}>{g.title}</div>
              {g.items
                .filter((i) => !i.when || i.when(features))
                .map((i) => (
                  <NavLink key={i.to} to={i.to} active={pathname === i.to}>
                    {i.unreadDot && typeof unread === 'number' && unread > 0 ? (
                      // antd's Badge dot, plain: the member pages' first screens load none of antd (issue 30).
                      <span style={{ position: 'relative' }}>
                        {i.label}
                        <span
                          role="img"
                          aria-label="有未读消息"
                          style={{
                            position: 'absolute',
                            top: -3,
                            right: -9,
                            width: 6,
                            height: 6,
                            borderRadius: '50%',
                            background: '#cf1322',
                            boxShadow: '0 0 0 1px #fff',
                          }}
                        />
                      </span>
                    ) : (
                      i.label
                    )}
                  </NavLink>
                ))}
            </div>
          ))}
      </nav>
    </PlainCard>
  );
}

/** A member page: the side navigation on the left, the page's content on the right. */
export function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'flex',
        gap: 24,
        alignItems: 'flex-start',
        width: 1200,
        maxWidth: '100%',
        margin: '30px auto 0',
      }}
    >
      <MemberNav />
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}
