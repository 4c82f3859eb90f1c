import { api } from '../../../api/client.ts';

/** DELETE /addons/Snapshot/api/v1/resource/image/{id} (contract catalog 3.5). */
export const deleteSnapshot = (id: number) =>
  api.delete<unknown>(`/addons/Snapshot/api/v1/resource/image/${id}`);
