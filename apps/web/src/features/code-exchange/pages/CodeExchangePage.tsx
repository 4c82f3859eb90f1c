import type { CodeQueryReply, ExchangeRelateItem } from '@meedu/contract';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { usePagedQuery } from '../../../components/catalog-list/use-paged-query.ts';
import { ListSpinner } from '../../../components/catalog-list/ListSpinner.tsx';
import { MemberLayout } from '../../../components/member-nav/index.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { changeTime } from '../../../lib/relative-time.ts';
import { RECORDS_PAGE_SIZE, exchangeRecordsQuery } from '../api/exchange-records.ts';
import { parseRelateData } from '../components/relate-names.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

const dialogs = () => import('../components/ExchangeDialogs.tsx');
const CaptchaDialog = lazy(() => dialogs().then((m) => ({ default: m.CaptchaDialog })));
const ContentsDialog = lazy(() => dialogs().then((m) => ({ default: m.ContentsDialog })));
const RecordDialog = lazy(() => dialogs().then((m) => ({ default: m.RecordDialog })));

type Step =
  | { kind: 'idle' }
  | { kind: 'captcha'; mode: 'query' | 'confirm' }
  | { kind: 'contents'; reply: CodeQueryReply }
  | { kind: 'record'; items: ExchangeRelateItem[] };

/**
 * `/member/code-exchanger` (screens commerce-exam §8): 验证 → captcha → what the code gives → 确认兑换 → a second
 * captcha → redeemed; the records below.
 */
export default function CodeExchangePage() {
  useDocumentTitle('兑换课程');
  const { message } = useFeedback();
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const records = usePagedQuery(exchangeRecordsQuery, RECORDS_PAGE_SIZE);
  const close = () => setStep({ kind: 'idle' });

  const verify = () => {
    if (code.trim() === '') {
      void message.error('请输入兑换码');
      return;
    }
    setStep({ kind: 'captcha', mode: 'query' });
  };

  return (
    <MemberLayout>
      <Card title="兑换课程">
        <Flex gap={12} align="center">
          <label htmlFor="exchange-code" style={{ flex: 'none' }}>
            兑换码
          </label>
          <Input
            id="exchange-code"
            size="large"
            placeholder="请输入兑换码"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onPressEnter={verify}
            style={{ maxWidth: 360 }}
          />
          <Button type="primary" size="large" onClick={verify}>
            验证
          </Button>
        </Flex>
      </Card>
      <Card title="兑换记录" style={{ marginTop: 20 }}>
        <CatalogList {...records} pageOf={(r) => r} skeleton={<ListSpinner />}>
          {(list) => (
            <ul aria-label="兑换记录" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {list.map((r, i) => (
                <li key={`${r.activity_id}-${i}`} style={{ borderBottom: '1px solid #f0f0f0' }}>
                  <button
                    type="button"
                    onClick={() =>
                      setStep({ kind: 'record', items: parseRelateData(r.activity.relate_data) })
                    }
                    style={{
                      all: 'unset',
                      boxSizing: 'border-box',
                      display: 'flex',
                      justifyContent: 'space-between',
                      width: '100%',
                      padding: '14px 4px',
                      cursor: 'pointer',
                    }}
                  >
                    <span>{r.activity.name}</span>
                    <Typography.Text type="secondary">{changeTime(r.used_at)}</Typography.Text>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </CatalogList>
      </Card>
      <Suspense fallback={null}>
        {step.kind === 'captcha' ? (
          <CaptchaDialog
            key={step.mode}
            mode={step.mode}
            code={code.trim()}
            onClose={close}
            onQueried={(reply) => setStep({ kind: 'contents', reply })}
            onRedeemed={() => {
              setCode('');
              records.pager.go(1);
              close();
            }}
          />
        ) : step.kind === 'contents' ? (
          <ContentsDialog
            reply={step.reply}
            onClose={close}
            onRedeem={() => setStep({ kind: 'captcha', mode: 'confirm' })}
          />
        ) : step.kind === 'record' ? (
          <RecordDialog items={step.items} onClose={close} />
        ) : null}
      </Suspense>
    </MemberLayout>
  );
}
