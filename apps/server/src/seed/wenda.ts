import { toDbTime } from '../lib/dates.ts';
import { findUserByMobile } from '../modules/member/repository.ts';
import { setViewTimes } from '../modules/wenda/repository.ts';
import {
  acceptAnswer,
  addCategory,
  answerQuestion,
  askQuestion,
  commentOnAnswer,
  saveWendaConfig,
  toggleVote,
} from '../modules/wenda/service.ts';
import { DEMO_STUDENT, SECOND_STUDENT } from './core.ts';
import type { Seeder } from './seeder.ts';

const HOUR = 3_600_000;

/**
 * The Q&A community: categories, the sidebar note, and questions between the two demo students — one with a
 * reward accepted (the reward paid through the credit ledger), one with a reward still open, and plain ones.
 */
export const seedWenda: Seeder = async ({ db, clock }) => {
  const base = clock.now().getTime();
  const at = (hoursAgo: number) => toDbTime(new Date(base - hoursAgo * HOUR));
  const row = { created_at: at(0), updated_at: at(0) };
  await saveWendaConfig(db, {
    pc_diy_content:
      '<h4>提问须知</h4><p>提问前先搜索是否已有答案；描述清楚你的问题、尝试过的方法和报错信息，更容易获得帮助。</p>',
    enable_credit1: 1,
  });
  const dev = await addCategory(db, { name: '编程开发', sort: 1, ...row });
  const python = await addCategory(db, { name: 'Python', parent_id: dev, sort: 1, ...row });
  const web = await addCategory(db, { name: '前端', parent_id: dev, sort: 2, ...row });
  const data = await addCategory(db, { name: '数据分析', sort: 2, ...row });
  const career = await addCategory(db, { name: '职场沟通', sort: 3, ...row });

  const student = await findUserByMobile(db, DEMO_STUDENT.mobile);
  const second = await findUserByMobile(db, SECOND_STUDENT.mobile);
  if (!student || !second) return;
  const s = student.id;
  const t = second.id;

  const ask = async (
    userId: number,
    hoursAgo: number,
    q: { title: string; body: string; cid: number; reward?: number },
  ) => {
    const id = await askQuestion(
      db,
      userId,
      { title: q.title, category_id: q.cid, original_content: q.body, images: [], credit1: q.reward ?? 0 },
      at(hoursAgo),
    );
    // Read a while before the demo starts.
    await setViewTimes(db, id, 40 + hoursAgo * 3);
    return id;
  };
  const answer = (questionId: number, userId: number, hoursAgo: number, text: string) =>
    answerQuestion(db, questionId, userId, { original_content: text, images: [] }, at(hoursAgo));

  const solved = await ask(s, 72, {
    title: 'Pandas 读取 Excel 时中文乱码怎么办？',
    body: '用 pd.read_excel 读取同事发来的表格，列名全是乱码，试过 encoding 参数也不行，请问该怎么处理？',
    cid: python,
    reward: 20,
  });
  const good = await answer(
    solved,
    t,
    70,
    'read_excel 没有 encoding 参数，乱码多半是文件其实是 CSV 改了后缀。\n先用 pd.read_csv(path, encoding="gbk") 试试，能读出来就是这个原因。',
  );
  await answer(solved, t, 69, '另外可以用 file 命令看一下文件的真实类型。');
  await acceptAnswer(db, solved, s, good, at(68));
  await toggleVote(db, s, good, at(68));
  await commentOnAnswer(
    db,
    good,
    s,
    { content: '果然是 CSV 改了后缀，感谢解答！', reply_user_id: 0 },
    at(67),
  );
  await commentOnAnswer(db, good, t, { content: '不客气，遇到问题欢迎继续交流～', reply_user_id: s }, at(66));

  const open = await ask(s, 30, {
    title: 'React 列表渲染时 key 用 index 有什么问题？',
    body: '教程里都说不要用 index 作为 key，可是我的列表不会排序，用 index 会有什么实际问题吗？',
    cid: web,
    reward: 10,
  });
  await answer(
    open,
    t,
    20,
    '列表只追加、不排序也不删除时，用 index 问题不大；一旦在中间插入或删除，状态会错位到别的行上。',
  );

  await ask(t, 12, {
    title: '零基础转行数据分析，先学 Excel 还是 Python？',
    body: '目前做行政工作，想转数据分析，时间有限，应该先学哪个？',
    cid: data,
  });
  const plain = await ask(t, 5, {
    title: '周报怎么写才能让领导一眼看到重点？',
    body: '每周写周报都是流水账，有没有好用的结构？',
    cid: career,
  });
  await answer(plain, s, 3, '试试「结论先行」：本周结果、关键数据、风险与需要的支持，各一两句话。');
};
