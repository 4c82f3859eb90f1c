import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../api/avatar.ts';

/** Why a picked avatar file is refused before upload, or null when it may go (screens/account §9.2). */
export function avatarProblem(file: { name: string; type: string; size: number }): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return `${file.name}不是图片文件`;
  if (file.size > AVATAR_MAX_BYTES) return '图片大小不超过1M';
  return null;
}
