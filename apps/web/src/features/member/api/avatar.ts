import { apiUrl } from '../../../api/client.ts';

/** POST /api/v2/member/detail/avatar — multipart field `file`, sent by antd Upload itself (contract §5.7). */
export const avatarUploadUrl = () => apiUrl('/api/v2/member/detail/avatar');

/** The server's limit is 1024 KB (the reference client allowed 2 MB and then failed; defect 10). */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpg', 'image/jpeg', 'image/gif'];
