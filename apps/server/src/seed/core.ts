import { randomUUID } from 'node:crypto';
import { ALL_ADDONS } from '../config.ts';
import { toDbTime } from '../lib/dates.ts';
import { hashPassword } from '../lib/passwords.ts';
import { consentToPublished } from '../modules/agreement/service.ts';
import { insertAnnouncement } from '../modules/announcement/repository.ts';
import { insertMember, insertNotification } from '../modules/member/repository.ts';
import { insertRole } from '../modules/role/repository.ts';
import { addLink, addNav } from '../modules/system/service.ts';
import { getSettings, setSetting } from '../settings/settings.ts';
import type { Seeder } from './seeder.ts';

/** The demo accounts printed at start-up and used by the browser tests. */
export const DEMO_STUDENT = { mobile: '13800000000', password: 'meedu123', nick_name: '学习达人' } as const;
export const SECOND_STUDENT = { mobile: '13900000001', password: 'meedu123', nick_name: '求知少年' } as const;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const USER_PROTOCOL = `
<p>欢迎使用知学堂（以下简称"本平台"）。在注册和使用本平台前，请仔细阅读本协议。您注册或使用本平台，即表示您已阅读并同意本协议的全部内容。</p>
<h2>一、账号注册与使用</h2>
<p>1. 您应使用本人手机号注册，并保证所提供信息真实、准确。</p>
<p>2. 账号仅限本人使用，不得出借、转让或与他人共享。因保管不善造成的损失由您自行承担。</p>
<h2>二、课程与服务</h2>
<p>1. 平台提供的录播课、直播课、电子书、图文、试卷等内容，版权归平台或原作者所有，仅供您个人学习使用。</p>
<p>2. 未经许可，不得录制、下载、传播或用于任何商业用途。</p>
<h2>三、付费与退款</h2>
<p>付费内容一经购买即可学习。除法律法规另有规定外，虚拟商品售出后原则上不予退款。</p>
<h2>四、用户行为规范</h2>
<p>您在评论、问答等区域发布的内容应遵守法律法规，不得发布违法、侵权、广告或其他不良信息。</p>
<h2>五、协议的变更</h2>
<p>本平台可根据业务需要修改本协议，修改后的协议将在本页面公布。</p>`;

const PRIVACY_PROTOCOL = `
<p>知学堂非常重视您的个人信息保护。本政策说明我们如何收集、使用和保护您的信息。</p>
<h2>一、我们收集的信息</h2>
<p>1. 注册与登录：手机号码、昵称、头像。</p>
<p>2. 学习记录：观看进度、考试成绩、收藏与评论，用于为您保存学习进度。</p>
<p>3. 实名认证（如开启）：姓名与身份证号，仅用于核验身份，页面展示时会做脱敏处理。</p>
<h2>二、信息的使用</h2>
<p>我们仅在提供服务所必需的范围内使用您的信息，不会向第三方出售您的个人信息。</p>
<h2>三、信息的存储与安全</h2>
<p>您的密码经过加密存储。我们采取合理的技术措施防止信息泄露、损毁或丢失。</p>
<h2>四、您的权利</h2>
<p>您可以在会员中心修改个人资料，也可以申请注销账号。注销后，我们将删除或匿名化处理您的个人信息。</p>`;

const ABOUT_US = `
<p>知学堂是一个面向职场人士与在校学生的在线学习平台，提供编程开发、数据科学、设计创意、职场技能、外语与考研等方向的课程。</p>
<p>我们希望用清晰、扎实的课程内容，帮助每一位学员持续进步。</p>
<h2>联系我们</h2>
<p>客服邮箱：service@zhixuetang.example.com</p>
<p>工作时间：周一至周五 9:00–18:00</p>`;

const ANNOUNCEMENTS: { title: string; html: string }[] = [
  {
    title: '知学堂正式上线',
    html: `<p>各位学员好！知学堂今天正式上线啦 🎉</p>
<p>平台目前提供<strong>录播课、直播课、电子书、图文专栏、学习路径、在线考试和问答社区</strong>，覆盖编程、数据科学、设计、职场、外语与考研六大方向。</p>
<p>新用户注册即可获得积分奖励，欢迎体验并提出宝贵意见。</p>`,
  },
  {
    title: '会员服务说明',
    html: `<p>开通会员后，可在有效期内免费学习所有会员课程：</p>
<ul>
<li>月度会员：30 天，¥30</li>
<li>季度会员：90 天，¥78</li>
<li>年度会员：365 天，¥268</li>
</ul>
<p>会员到期后，已学习的进度会继续保留。</p>`,
  },
  {
    title: '《物理学入门》课程公式显示说明',
    html: `<p>课程详情和公告中的数学公式会自动排版，例如质能方程 $E=mc^2$，以及一元二次方程的求根公式：</p>
<p>$$x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}$$</p>
<p>如果公式显示异常，请刷新页面或更换浏览器后重试。</p>`,
  },
  {
    title: 'Python 数据分析训练营开营',
    html: `<p>Python 数据分析训练营本周开营，课前请先确认本地环境可以运行下面的代码：</p>
<pre><code class="language-python">import pandas as pd

df = pd.DataFrame({"课程": ["Python", "SQL"], "学员": [128, 96]})
print(df.describe())
</code></pre>
<p>遇到环境问题可以在问答区提问，助教会在 24 小时内回复。</p>`,
  },
  {
    title: '国庆假期客服时间调整',
    html: `<p>国庆假期（10 月 1 日至 10 月 7 日）期间，在线客服工作时间调整为 <strong>10:00–17:00</strong>。</p>
<p>假期内课程学习、直播回放和考试功能均正常开放，祝大家假期愉快、学有所成！</p>`,
  },
];

/** Site settings, navigation, links, announcements, VIP plans, the demo students and their notifications. */
export const seedCore: Seeder = async ({ db, clock }) => {
  const now = clock.now().getTime();
  const at = (msAgo: number) => toDbTime(new Date(now - msAgo));
  const stamp = at(30 * DAY);

  await setSetting(db, 'webname', '知学堂');
  await setSetting(db, 'logo', '/brand/logo.svg');
  await setSetting(db, 'white_logo', '/brand/logo-white.svg');
  await setSetting(db, 'pc_url', '');
  await setSetting(db, 'h5_url', '');
  await setSetting(db, 'icp', '京ICP备2026000001号-1');
  await setSetting(db, 'icp_link', 'https://beian.miit.gov.cn/');
  await setSetting(db, 'icp2', '京公网安备11010802000001号');
  await setSetting(db, 'icp2_link', 'https://beian.mps.gov.cn/#/query/webSearch?code=11010802000001');
  await setSetting(db, 'user_protocol_content', USER_PROTOCOL);
  await setSetting(db, 'user_private_protocol_content', PRIVACY_PROTOCOL);
  await setSetting(db, 'aboutus_content', ABOUT_US);
  await setSetting(db, 'player', {
    cover: '/brand/player-cover.svg',
    enabled_bullet_secret: 1,
    bullet_secret: { size: 14, color: '#ffffff', opacity: 0.6, text: '知学堂 {code} {mobile}' },
  });
  await setSetting(db, 'member', { enabled_mobile_bind_alert: 0, enabled_face_verify: false });
  await setSetting(db, 'socialites', { qq: 1, wechat_scan: 1, wechat_oauth: 0 });
  await setSetting(db, 'credit1_reward', {
    register: 50,
    watched_vod_course: 30,
    watched_video: 5,
    paid_order: 0.1,
    invite: 20,
  });
  await setSetting(db, 'enabled_addons', [...ALL_ADDONS]);

  // Navigation (PC): top level, then the exam children.
  const nav = (sort: number, name: string, url: string, active: string, parent = 0, blank = 0) =>
    addNav(db, {
      sort,
      name,
      url,
      active_routes: active,
      platform: 'PC',
      parent_id: parent,
      blank,
      created_at: stamp,
      updated_at: stamp,
    });
  await nav(1, '首页', '/', '');
  await nav(2, '录播课', '/courses', '/courses,/courses/detail,/courses/video');
  await nav(3, '直播课', '/live', '/live,/live/detail,/live/video');
  await nav(4, '电子书', '/book', '/book,/book/detail,/book/read');
  await nav(5, '图文', '/topic', '/topic,/topic/detail');
  await nav(6, '学习路径', '/learnPath', '/learnPath,/learnPath/detail');
  const exam = await nav(7, '考试', '/exam', '/exam');
  await nav(1, '试卷', '/exam/papers', '/exam/papers', exam);
  await nav(2, '模拟', '/exam/mockpaper', '/exam/mockpaper', exam);
  await nav(3, '练习', '/exam/practice', '/exam/practice', exam);
  await nav(8, '问答', '/wenda', '/wenda,/wenda/detail');
  await nav(9, '帮助中心', 'https://help.example.com', '', 0, 1);

  const links: [string, string][] = [
    ['MeEdu', 'https://meedu.vip'],
    ['中国大学MOOC', 'https://www.icourse163.org'],
    ['学堂在线', 'https://www.xuetangx.com'],
    ['国家智慧教育平台', 'https://www.smartedu.cn'],
    ['开源中国', 'https://www.oschina.net'],
    ['掘金', 'https://juejin.cn'],
  ];
  for (const [i, [name, url]] of links.entries()) {
    await addLink(db, { sort: i + 1, name, url, created_at: stamp, updated_at: stamp });
  }

  // Oldest first, so the newest announcement has the highest id.
  for (const [i, a] of ANNOUNCEMENTS.entries()) {
    const when = at((ANNOUNCEMENTS.length - i) * 5 * DAY - 3 * HOUR);
    await insertAnnouncement(db, {
      title: a.title,
      announcement: a.html,
      view_times: 120 - i * 17,
      created_at: when,
      updated_at: when,
    });
  }

  const role = (name: string, charge: number, days: number, description: string, weight: number) =>
    insertRole(db, {
      name,
      charge,
      expire_days: days,
      description,
      is_show: 1,
      weight,
      created_at: stamp,
      updated_at: stamp,
    });
  await role('月度会员', 30, 30, '30 天内免费学习全部会员课程\n会员专属学习群\n适合短期冲刺', 1);
  await role(
    '季度会员',
    78,
    90,
    '90 天内免费学习全部会员课程\n会员专属学习群\n每月一次直播答疑\n比月度会员省 ¥12',
    2,
  );
  await role(
    '年度会员',
    268,
    365,
    '365 天内免费学习全部会员课程\n会员专属学习群\n每月一次直播答疑\n结业证书优先审核\n比月度会员省 ¥92',
    3,
  );

  // Both demo students share the documented password: hash it once (bcrypt is the slow part of seeding).
  const demoHash = await hashPassword(DEMO_STUDENT.password);
  const secondHash =
    SECOND_STUDENT.password === DEMO_STUDENT.password
      ? demoHash
      : await hashPassword(SECOND_STUDENT.password);
  const student = (
    s: { nick_name: string; mobile: string },
    password: string,
    credit1: number,
    since: string,
  ) =>
    insertMember(db, {
      avatar: '',
      nick_name: s.nick_name,
      mobile: s.mobile,
      password,
      is_password_set: 1,
      is_set_nickname: 1,
      credit1,
      created_at: since,
      updated_at: since,
    });
  const demoId = await student(DEMO_STUDENT, demoHash, 120, at(20 * DAY));
  const secondId = await student(SECOND_STUDENT, secondHash, 0, at(10 * DAY));
  // They agreed to the published agreements when they registered, as every member registering does.
  const settings = await getSettings(db);
  const seeded: [number, string][] = [
    [demoId, at(20 * DAY)],
    [secondId, at(10 * DAY)],
  ];
  for (const [id, since] of seeded)
    await consentToPublished(db, settings, id, { ip: '', userAgent: '' }, since);

  const notify = (message: string, readAt: string | null, createdAt: string) =>
    insertNotification(db, {
      id: randomUUID(),
      user_id: demoId,
      message,
      read_at: readAt,
      created_at: createdAt,
    });
  await notify('欢迎加入知学堂！注册奖励的 50 积分已发放到你的账户。', at(20 * DAY - HOUR), at(20 * DAY));
  await notify('Python 数据分析训练营本周开营，课前请先阅读开营公告并准备好学习环境。', null, at(2 * DAY));
  await notify('会员服务已上线：开通会员即可在有效期内免费学习全部会员课程。', null, at(3 * HOUR));
};
