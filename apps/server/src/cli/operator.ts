/**
 * The operator's commands, production's stand-in for an admin back office (README "Operating payments"):
 *
 *   npm run operator -- hand-pay:list
 *   npm run operator -- hand-pay:confirm <order no> [--amount <yuan>]
 *   npm run operator -- refunds:list [--status pending|processing|failed|manual|succeeded]
 *   npm run operator -- refunds:retry <refund no>
 *   npm run operator -- refunds:done <refund no> [--reference <text>]
 *   npm run operator -- admin:create <name>            (the password is asked for, or read from stdin)
 *   npm run operator -- admin:reset-password <name>
 *   npm run operator -- admin:unlock <name>
 *
 * It opens the server's database from the same environment (DATA_DIR / DATABASE_URL) and acts through the same
 * services as the server. Each command answers plain text for a person and an exit code (0 done, 1 refused).
 */
import { readConfig } from '../config.ts';
import { createDeps } from '../context.ts';
import { openDataStore } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import type { AppDeps } from '../deps.ts';
import { systemClock } from '../lib/clock.ts';
import { registerCommerce } from '../modules/commerce.ts';
import { handPayOrders } from '../modules/order/service.ts';
import {
  listRefunds,
  markRefundDone,
  REFUND_REASON_TEXT,
  retryRefund,
  type ProcessOptions,
  type RefundRow,
  type RefundStatus,
} from '../modules/payment/refunds.ts';
import { confirmHandPay } from '../modules/payment/service.ts';
import { isEntryPoint } from '../lib/entry-point.ts';
import {
  ADMIN_USAGE,
  adminCreateCommand,
  adminResetPasswordCommand,
  adminUnlockCommand,
  type PasswordPrompt,
} from '../modules/admin/cli.ts';
import { terminalPasswordPrompt } from './password-prompt.ts';

export interface OperatorResult {
  code: 0 | 1;
  text: string;
}

const done = (text: string): OperatorResult => ({ code: 0, text });
const refused = (text: string): OperatorResult => ({ code: 1, text });

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** A yuan amount as typed (`99`, `99.5`, `99.50`) in fen, by digits; null when it is not one. */
export function parseYuan(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export async function handPayList(deps: AppDeps): Promise<OperatorResult> {
  const rows = await handPayOrders(deps.db);
  if (rows.length === 0) return done('没有等待确认的手动打款订单。');
  const lines = rows.map(
    (o) =>
      `${o.orderNo}  会员 ${o.userId}（${o.member}${o.mobile && o.member !== o.mobile ? `，${o.mobile}` : ''}）  ` +
      `应付 ￥${o.amount}  下单 ${o.createdAt}  过期 ${o.expiredAt}`,
  );
  return done([`等待确认的手动打款订单（${rows.length} 个）：`, ...lines].join('\n'));
}

export async function handPayConfirm(
  deps: AppDeps,
  orderNo: string | undefined,
  amountText?: string,
): Promise<OperatorResult> {
  if (!orderNo) return refused('请给出订单编号：hand-pay:confirm <订单编号> [--amount <元>]');
  let amountFen: number | undefined;
  if (amountText !== undefined) {
    const parsed = parseYuan(amountText);
    if (parsed === null) return refused(`金额“${amountText}”无效：请写元，例如 99 或 99.50`);
    amountFen = parsed;
  }
  const r = await confirmHandPay(deps, orderNo, amountFen);
  switch (r.outcome) {
    case 'unknown':
      return refused(`订单 ${orderNo} 不存在，未做任何改动。`);
    case 'not_hand_pay':
      return refused(`订单 ${orderNo} 不是手动打款订单，未做任何改动。`);
    case 'cancelled':
      return refused(
        `订单 ${orderNo} 已超时取消，不能再开通，未做任何改动；如已收到这笔转账，请原路退回给会员（或请会员重新下单）。`,
      );
    case 'not_waiting':
      return refused(`订单 ${orderNo} 不在等待打款确认的状态（未支付或已取消），未做任何改动。`);
    case 'already_paid':
      return done(`订单 ${orderNo} 已经支付过，未重复开通。`);
    case 'wrong_amount':
      return refused(
        `金额不符：订单 ${orderNo} 应付 ￥${yuan(r.owedFen)}，输入的是 ￥${yuan(amountFen ?? 0)}，未做任何改动。`,
      );
    case 'paid':
      return done(`订单 ${orderNo} 已确认收款 ￥${yuan(r.owedFen)}，商品已开通。`);
    default:
      return refused(`订单 ${orderNo} 未能确认（${r.outcome}）。`);
  }
}

const STATUSES: RefundStatus[] = ['pending', 'processing', 'succeeded', 'failed', 'manual'];
const STATUS_TEXT: Record<string, string> = {
  pending: '待发送',
  processing: '处理中',
  succeeded: '已退款',
  failed: '失败',
  manual: '待人工退款',
};

function refundLine(r: RefundRow): string {
  const reason = REFUND_REASON_TEXT[r.reason as keyof typeof REFUND_REASON_TEXT] ?? r.reason;
  return (
    `${r.refund_no}  [${r.status} ${STATUS_TEXT[r.status] ?? ''}]  订单 ${r.order_no}  ￥${yuan(r.amount_fen)}  ` +
    `${r.provider}  ${reason}  尝试 ${r.attempts} 次  ${r.created_at}` +
    (r.reference ? `  凭证 ${r.reference}` : '') +
    (r.last_error ? `\n    最近错误：${r.last_error}` : '')
  );
}

export async function refundsList(deps: AppDeps, status?: string): Promise<OperatorResult> {
  if (status !== undefined && !STATUSES.includes(status as RefundStatus))
    return refused(`状态只能是 ${STATUSES.join(' | ')}`);
  const rows = await listRefunds(deps.db, status as RefundStatus | undefined);
  if (rows.length === 0) return done(status ? `没有状态为 ${status} 的退款。` : '没有退款记录。');
  return done([`退款（${rows.length} 笔，新的在前）：`, ...rows.map(refundLine)].join('\n'));
}

export async function refundsRetry(
  deps: AppDeps,
  refundNo: string | undefined,
  opts: ProcessOptions = {},
): Promise<OperatorResult> {
  if (!refundNo) return refused('请给出退款单号：refunds:retry <退款单号>');
  const r = await retryRefund(deps, refundNo, opts);
  switch (r.outcome) {
    case 'unknown':
      return refused(`退款 ${refundNo} 不存在。`);
    case 'manual':
      return refused(
        `退款 ${refundNo} 是手动打款的退款，没有支付渠道可调用：请人工退回后用 refunds:done 标记。`,
      );
    case 'already_succeeded':
      return done(`退款 ${refundNo} 已经成功，无需重试。`);
    case 'succeeded':
      return done(`退款 ${refundNo} 已成功。`);
    case 'processing':
      return done(`退款 ${refundNo} 已提交，支付渠道处理中（结果以通知为准）。`);
    default:
      return refused(
        `退款 ${refundNo} 仍未成功（${r.outcome}）${r.row?.last_error ? `：${r.row.last_error}` : ''}`,
      );
  }
}

export async function refundsDone(
  deps: AppDeps,
  refundNo: string | undefined,
  reference = '',
): Promise<OperatorResult> {
  if (!refundNo) return refused('请给出退款单号：refunds:done <退款单号> [--reference <说明>]');
  const r = await markRefundDone(deps.db, refundNo, reference.trim(), deps.clock.now());
  switch (r.outcome) {
    case 'unknown':
      return refused(`退款 ${refundNo} 不存在。`);
    case 'already_succeeded':
      return done(`退款 ${refundNo} 已经是成功状态，未做改动。`);
    case 'done':
      return done(`退款 ${refundNo} 已标记为人工退款完成。`);
    default:
      return refused(`退款 ${refundNo} 正在等待发送（pending），不能标记为人工完成；请等它失败后再处理。`);
  }
}

const USAGE = `用法：npm run operator -- <命令>
  hand-pay:list                                   等待确认的手动打款订单
  hand-pay:confirm <订单编号> [--amount <元>]       确认收到转账并开通（金额默认为应付金额）
  refunds:list [--status <状态>]                   退款列表（pending|processing|succeeded|failed|manual）
  refunds:retry <退款单号>                          立即重新发送失败的退款
  refunds:done <退款单号> [--reference <说明>]      人工退回后标记完成
${ADMIN_USAGE}`;

/** Splits `a b --flag value` into the positional words and the flags. */
function parseArgs(argv: string[]): { words: string[]; flags: Map<string, string> } {
  const words: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i] ?? '';
    if (a.startsWith('--')) {
      const [k = '', inline] = a.slice(2).split('=', 2);
      if (inline !== undefined) flags.set(k, inline);
      else {
        flags.set(k, argv[i + 1] ?? '');
        i += 1;
      }
    } else words.push(a);
  }
  return { words, flags };
}

/** Runs one command line (without `node` and the script); `askPassword` reads the admin commands' passwords. */
export async function runOperator(
  deps: AppDeps,
  argv: string[],
  askPassword: PasswordPrompt = terminalPasswordPrompt(),
): Promise<OperatorResult> {
  // Confirming a payment delivers the goods and runs the order hooks: the order core must know them.
  registerCommerce();
  const { words, flags } = parseArgs(argv);
  const [command, arg] = words;
  switch (command) {
    case 'hand-pay:list':
      return handPayList(deps);
    case 'hand-pay:confirm':
      return handPayConfirm(deps, arg, flags.get('amount'));
    case 'refunds:list':
      return refundsList(deps, flags.get('status'));
    case 'refunds:retry':
      return refundsRetry(deps, arg);
    case 'refunds:done':
      return refundsDone(deps, arg, flags.get('reference'));
    case 'admin:create':
      return adminCreateCommand(deps, arg, askPassword);
    case 'admin:reset-password':
      return adminResetPasswordCommand(deps, arg, askPassword);
    case 'admin:unlock':
      return adminUnlockCommand(deps, arg);
    default:
      return refused(USAGE);
  }
}

async function main(): Promise<number> {
  const config = readConfig();
  const store = openDataStore(config);
  try {
    await migrate(store);
    const deps = await createDeps(store, config, systemClock);
    const r = await runOperator(deps, process.argv.slice(2));
    (r.code === 0 ? console.log : console.error)(r.text);
    return r.code;
  } finally {
    await store.close();
  }
}

if (isEntryPoint(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error('操作失败：', err);
      process.exit(1);
    },
  );
}
