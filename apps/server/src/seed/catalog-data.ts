/**
 * The demo catalogue's content: categories, courses, addon products, sliders. Shared by the seeder and by
 * `media/generate-covers.ts`, which draws one SVG cover per entry (committed under apps/server/media/covers).
 */

export interface CategorySeed {
  key: string;
  name: string;
  hue: number;
  children: { key: string; name: string }[];
}

export const CATEGORIES: CategorySeed[] = [
  {
    key: 'dev',
    name: '编程开发',
    hue: 210,
    children: [
      { key: 'python', name: 'Python' },
      { key: 'web', name: '前端开发' },
      { key: 'backend', name: '后端开发' },
    ],
  },
  {
    key: 'data',
    name: '数据科学',
    hue: 260,
    children: [
      { key: 'analysis', name: '数据分析' },
      { key: 'ml', name: '机器学习' },
    ],
  },
  {
    key: 'design',
    name: '设计创意',
    hue: 330,
    children: [
      { key: 'ui', name: 'UI设计' },
      { key: 'graphic', name: '平面设计' },
    ],
  },
  {
    key: 'career',
    name: '职场提升',
    hue: 30,
    children: [
      { key: 'office', name: '办公软件' },
      { key: 'manage', name: '沟通管理' },
    ],
  },
  {
    key: 'lang',
    name: '外语学习',
    hue: 160,
    children: [
      { key: 'english', name: '英语' },
      { key: 'japanese', name: '日语' },
    ],
  },
  {
    key: 'exam',
    name: '考研考证',
    hue: 0,
    children: [
      { key: 'kymath', name: '考研数学' },
      { key: 'kyenglish', name: '考研英语' },
    ],
  },
];

/** free: open to every member; paid: buy (or VIP); trial: paid with a 10-second trial on every lesson. */
export type CourseKind = 'free' | 'paid' | 'trial';

export interface CourseSeed {
  title: string;
  category: string; // a child key
  kind: CourseKind;
  charge: number;
  short: string;
  rec?: boolean;
  /** Courses outside the VIP plan (an active VIP role does not open them). */
  noVip?: boolean;
  users: number;
}

export const COURSES: CourseSeed[] = [
  {
    title: 'Python 零基础入门到实战',
    category: 'python',
    kind: 'trial',
    charge: 99,
    short: '从变量、函数到文件处理与爬虫，写出第一个实用的 Python 程序。',
    rec: true,
    users: 1862,
  },
  {
    title: 'Python 面向对象与工程化实践',
    category: 'python',
    kind: 'paid',
    charge: 129,
    short: '类与继承、类型注解、单元测试与打包发布，写出可维护的代码。',
    users: 734,
  },
  {
    title: 'Python 自动化办公 30 讲',
    category: 'python',
    kind: 'free',
    charge: 0,
    short: '用 Python 批量处理 Excel、Word 与 PDF，把重复劳动交给程序。',
    users: 2391,
  },
  {
    title: 'Python 网络爬虫从入门到精通',
    category: 'python',
    kind: 'trial',
    charge: 149,
    short: 'requests、解析库与反爬策略，合规地获取公开数据。',
    users: 1120,
  },
  {
    title: 'JavaScript 核心语法精讲',
    category: 'web',
    kind: 'free',
    charge: 0,
    short: '作用域、闭包、原型与异步，打牢前端开发的地基。',
    rec: true,
    users: 3012,
  },
  {
    title: 'React 19 实战：从组件到全栈',
    category: 'web',
    kind: 'paid',
    charge: 199,
    short: 'Hooks、状态管理、路由与服务端渲染，完成一个完整的在线商城。',
    rec: true,
    users: 958,
  },
  {
    title: 'TypeScript 类型体操与工程实践',
    category: 'web',
    kind: 'trial',
    charge: 129,
    short: '泛型、条件类型与类型推断，让大型前端项目更可靠。',
    users: 641,
  },
  {
    title: 'CSS 布局与动画全解',
    category: 'web',
    kind: 'free',
    charge: 0,
    short: 'Flex、Grid 与过渡动画，做出适配各种屏幕的页面。',
    users: 1455,
  },
  {
    title: 'Go 语言微服务开发',
    category: 'backend',
    kind: 'paid',
    charge: 239,
    short: 'Goroutine、gRPC 与服务治理，搭建高并发的后端系统。',
    noVip: true,
    users: 512,
  },
  {
    title: 'Node.js 后端开发实战',
    category: 'backend',
    kind: 'trial',
    charge: 159,
    short: 'HTTP 服务、数据库、鉴权与部署，独立完成一个 API 服务。',
    users: 820,
  },
  {
    title: 'MySQL 数据库设计与优化',
    category: 'backend',
    kind: 'paid',
    charge: 119,
    short: '范式、索引原理与慢查询分析，写出又快又稳的 SQL。',
    users: 1307,
  },
  {
    title: 'Pandas 数据分析实战',
    category: 'analysis',
    kind: 'trial',
    charge: 139,
    short: '数据清洗、分组聚合与可视化，用真实数据集完成分析报告。',
    rec: true,
    users: 1733,
  },
  {
    title: '统计学基础与数据思维',
    category: 'analysis',
    kind: 'free',
    charge: 0,
    short: '均值、方差、假设检验与置信区间，用统计的眼光看数据。',
    users: 2204,
  },
  {
    title: 'SQL 数据分析从入门到进阶',
    category: 'analysis',
    kind: 'paid',
    charge: 99,
    short: '窗口函数、漏斗与留存分析，胜任互联网数据分析岗位。',
    users: 1589,
  },
  {
    title: '机器学习入门：原理与 Python 实现',
    category: 'ml',
    kind: 'trial',
    charge: 199,
    short: '线性回归、逻辑回归、决策树与聚类，从公式推导到代码实现。',
    rec: true,
    users: 1276,
  },
  {
    title: '深度学习与神经网络',
    category: 'ml',
    kind: 'paid',
    charge: 299,
    short: '反向传播、卷积网络与 Transformer，动手训练自己的模型。',
    noVip: true,
    users: 688,
  },
  {
    title: 'Figma 界面设计入门',
    category: 'ui',
    kind: 'free',
    charge: 0,
    short: '组件、自动布局与原型交互，十节课上手专业设计工具。',
    users: 1940,
  },
  {
    title: 'App 界面设计规范与实战',
    category: 'ui',
    kind: 'paid',
    charge: 159,
    short: '栅格、字体与色彩体系，完成一套完整的移动端设计稿。',
    users: 577,
  },
  {
    title: '交互设计思维训练营',
    category: 'ui',
    kind: 'trial',
    charge: 129,
    short: '用户研究、信息架构与可用性测试，做出好用的产品。',
    users: 463,
  },
  {
    title: 'Photoshop 商业修图精讲',
    category: 'graphic',
    kind: 'paid',
    charge: 109,
    short: '人像精修、产品图合成与调色技巧，接得住商业订单。',
    users: 1012,
  },
  {
    title: '版式设计与配色原理',
    category: 'graphic',
    kind: 'free',
    charge: 0,
    short: '对齐、对比、重复与亲密，四个原则让版面更专业。',
    users: 1366,
  },
  {
    title: 'Excel 函数与数据透视表',
    category: 'office',
    kind: 'trial',
    charge: 69,
    short: 'VLOOKUP、XLOOKUP 与透视表，三天成为办公室的表格高手。',
    rec: true,
    users: 4128,
  },
  {
    title: 'PPT 高效制作与演示技巧',
    category: 'office',
    kind: 'free',
    charge: 0,
    short: '结构化表达与视觉设计，做出让领导点头的汇报。',
    users: 2875,
  },
  {
    title: '高效沟通与向上管理',
    category: 'manage',
    kind: 'paid',
    charge: 89,
    short: '结构化表达、反馈技巧与冲突处理，职场沟通不再内耗。',
    users: 936,
  },
  {
    title: '新晋管理者的第一课',
    category: 'manage',
    kind: 'trial',
    charge: 129,
    short: '目标拆解、团队激励与绩效面谈，完成从骨干到管理者的转变。',
    users: 702,
  },
  {
    title: '新概念英语第二册精讲',
    category: 'english',
    kind: 'paid',
    charge: 99,
    short: '逐课精讲语法与句型，配合跟读练习提升听说能力。',
    users: 2210,
  },
  {
    title: '英语语音与自然拼读',
    category: 'english',
    kind: 'free',
    charge: 0,
    short: '48 个音标与连读弱读规则，读出地道的英语。',
    users: 3340,
  },
  {
    title: '雅思 7 分冲刺课',
    category: 'english',
    kind: 'trial',
    charge: 299,
    short: '听说读写四科提分策略与真题精练，助你一次通过。',
    noVip: true,
    users: 845,
  },
  {
    title: '日语五十音图速成',
    category: 'japanese',
    kind: 'free',
    charge: 0,
    short: '平假名、片假名与基础发音，一周读懂日语假名。',
    users: 2650,
  },
  {
    title: '日语 N2 语法全攻略',
    category: 'japanese',
    kind: 'paid',
    charge: 159,
    short: '按考点梳理 N2 语法，配套例句与模拟题。',
    users: 498,
  },
  {
    title: '考研数学高等数学强化',
    category: 'kymath',
    kind: 'trial',
    charge: 199,
    short: '极限、微分、积分与级数，按题型梳理解题方法。',
    rec: true,
    users: 1980,
  },
  {
    title: '线性代数核心考点精讲',
    category: 'kymath',
    kind: 'paid',
    charge: 129,
    short: '行列式、矩阵、特征值与二次型，一课一考点。',
    users: 1144,
  },
  {
    title: '考研英语长难句与阅读',
    category: 'kyenglish',
    kind: 'free',
    charge: 0,
    short: '拆解长难句结构，掌握阅读理解的解题思路。',
    users: 1702,
  },
];

export interface ProductSeed {
  title: string;
  charge: number;
  short: string;
}

export const LIVES: (ProductSeed & { status: number; category: string })[] = [
  {
    title: 'Python 数据分析直播训练营',
    charge: 199,
    short: '每周两次直播，带你完成三个真实数据分析项目。',
    status: 1,
    category: '编程直播',
  },
  {
    title: '前端面试冲刺直播课',
    charge: 99,
    short: '高频面试题现场拆解，简历与项目经历一对一点评。',
    status: 0,
    category: '编程直播',
  },
  {
    title: '考研数学冲刺直播',
    charge: 0,
    short: '考前三十天，名师直播串讲高频考点。',
    status: 2,
    category: '考研直播',
  },
  {
    title: '职场英语口语直播',
    charge: 149,
    short: '真实商务场景对话，外教直播纠音。',
    status: 0,
    category: '语言直播',
  },
];

export const BOOKS: ProductSeed[] = [
  { title: '深入浅出 Python 编程', charge: 49, short: '从语法到工程实践的 Python 进阶读本。' },
  { title: '数据分析思维手册', charge: 0, short: '用结构化的方法回答业务问题。' },
  { title: '设计中的心理学', charge: 39, short: '理解用户认知，做出直觉上好用的设计。' },
  { title: '考研数学公式速查', charge: 19, short: '高等数学、线性代数与概率论公式一本通。' },
];

export const TOPICS: (ProductSeed & { views: number; category: string })[] = [
  {
    title: '如何在三个月内转行数据分析',
    charge: 0,
    short: '一位转行者的学习路线与求职复盘。',
    views: 5281,
    category: '学习方法',
  },
  {
    title: '写给初学者的 Git 使用指南',
    charge: 0,
    short: '分支、合并与冲突解决，一篇讲清楚。',
    views: 3920,
    category: '技术文章',
  },
  {
    title: '高效备考：考研时间管理法',
    charge: 9,
    short: '把一年拆成四个阶段，每天都知道该做什么。',
    views: 2410,
    category: '学习方法',
  },
  {
    title: '设计师必备的十个配色工具',
    charge: 0,
    short: '从取色到配色方案，提升效率的工具清单。',
    views: 1876,
    category: '设计灵感',
  },
];

export const PATHS: (ProductSeed & { original: number; steps: { name: string; courses: number[] }[] })[] = [
  {
    title: 'Python 数据分析师成长路径',
    charge: 399,
    original: 566,
    short: '从 Python 基础到统计与机器学习，系统成为数据分析师。',
    steps: [
      { name: '第一阶段：Python 基础', courses: [0, 2] },
      { name: '第二阶段：数据处理', courses: [11, 13] },
      { name: '第三阶段：建模分析', courses: [12, 14] },
    ],
  },
  {
    title: '前端工程师进阶路径',
    charge: 299,
    original: 457,
    short: 'JavaScript、TypeScript 与 React，完成前端工程师的能力闭环。',
    steps: [
      { name: '第一阶段：语言基础', courses: [4, 7] },
      { name: '第二阶段：工程化', courses: [6, 5] },
    ],
  },
];

export const SLIDERS = [
  {
    cover: 'slider-1',
    title: 'Python 零基础入门到实战',
    sub: '新课上线 · 免费试看',
    url: '/courses/detail/1',
    hue: 210,
  },
  {
    cover: 'slider-2',
    title: '开通会员 畅学精品好课',
    sub: '月度、季度、年度会员任选',
    url: '/vip',
    hue: 35,
  },
  {
    cover: 'slider-3',
    title: 'Python 官方文档',
    sub: '外部链接 · python.org',
    url: 'https://docs.python.org/zh-cn/3/',
    hue: 160,
  },
];

/** Demo media clips in apps/server/media (20 s each). */
export const CLIPS = ['clip1', 'clip2', 'clip3'];
export const CLIP_SECONDS = 20;
