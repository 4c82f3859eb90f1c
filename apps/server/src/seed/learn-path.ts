import { toDbTime } from '../lib/dates.ts';
import * as paths from '../modules/learn-path/repository.ts';
import type { Seeder } from './seeder.ts';

/**
 * Learning-path categories, the catalogue's demo paths filed under them with step notes, their steps extended
 * with an e-book and an article when the demo has them, and one free path.
 */
export const seedLearnPaths: Seeder = async ({ db, clock }) => {
  const now = toDbTime(clock.now());
  const row = { created_at: now, updated_at: now };
  const data = await paths.insertCategory(db, { name: '数据分析', sort: 1, ...row });
  const python = await paths.insertCategory(db, { name: 'Python', parent_id: data, sort: 1, ...row });
  const front = await paths.insertCategory(db, { name: '前端开发', sort: 2, ...row });
  const career = await paths.insertCategory(db, { name: '职场技能', sort: 3, ...row });

  const existing = await paths.listAllPaths(db);
  const category = (name: string) =>
    name.includes('Python') ? python : name.includes('前端') ? front : data;
  for (const p of existing) {
    await paths.setPathCategory(db, p.id, category(p.name));
    const steps = await paths.listSteps(db, [p.id]);
    for (const [i, s] of steps.entries())
      await paths.setStepDesc(
        db,
        s.id,
        i === 0 ? '打好基础，建立完整的知识框架。' : '在实战中巩固所学，形成自己的方法。',
      );
  }

  // The first path gains a reading step: an e-book and an article, when the demo has them.
  const [book] = await paths.firstShownIds(db, 'books', 1);
  const [topic] = await paths.firstShownIds(db, 'topics', 1);
  const first = existing[0];
  if (first && (book || topic)) {
    const step = await paths.insertStep(db, {
      path_id: first.id,
      name: '拓展阅读',
      desc: '配套电子书与图文，课后延伸阅读。',
      sort: 99,
      ...row,
    });
    let sort = 0;
    if (book)
      await paths.insertStepItem(db, {
        step_id: step,
        type: 'book',
        other_id: book.id,
        sort: ++sort,
        ...row,
      });
    if (topic)
      await paths.insertStepItem(db, {
        step_id: step,
        type: 'topic',
        other_id: topic.id,
        sort: ++sort,
        ...row,
      });
  }

  // A free path of free or cheap courses.
  const courses = await paths.firstShownIds(db, 'courses', 4);
  if (courses.length > 0) {
    const id = await paths.insertPath(db, {
      category_id: career,
      name: '职场新人入门路径',
      thumb: '/media/covers/path-1.webp',
      charge: 0,
      original_charge: 0,
      desc: '从学习方法到高效沟通，帮助职场新人快速上手。',
      published_at: toDbTime(new Date(clock.now().getTime() - 3_600_000)),
      ...row,
    });
    const halves = [courses.slice(0, 2), courses.slice(2)];
    for (const [k, part] of halves.entries()) {
      if (part.length === 0) continue;
      const step = await paths.insertStep(db, {
        path_id: id,
        name: k === 0 ? '第一阶段：学会学习' : '第二阶段：动手实践',
        desc: k === 0 ? '掌握高效的学习方法。' : '把方法用到真实项目里。',
        sort: k + 1,
        ...row,
      });
      for (const [n, c] of part.entries())
        await paths.insertStepItem(db, {
          step_id: step,
          type: 'course',
          other_id: c.id,
          sort: n + 1,
          ...row,
        });
    }
  }
};
