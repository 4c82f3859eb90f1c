import type { Db } from '../../db/index.ts';

export interface NewMember {
  avatar: string;
  nick_name: string;
  mobile: string;
  password: string;
  is_password_set: number;
  is_set_nickname: number;
  credit1: number;
  created_at: string;
  updated_at: string;
}

export async function insertMember(db: Db, member: NewMember): Promise<number> {
  const { id } = await db.insertInto('users').values(member).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function insertNotification(
  db: Db,
  n: { id: string; user_id: number; message: string; read_at: string | null; created_at: string },
): Promise<void> {
  await db.insertInto('notifications').values(n).execute();
}
