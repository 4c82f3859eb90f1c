/** antd's Pagination as a chunk of its own, loaded by Pagination.tsx below a list. */
export { Pagination as default } from 'antd';
