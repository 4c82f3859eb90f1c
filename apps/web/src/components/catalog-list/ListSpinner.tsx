import { Flex, Spin } from 'antd';

/** A member list's placeholder while its first page loads (the member pages are antd's). */
export function ListSpinner() {
  return (
    <Flex justify="center" style={{ padding: 60 }}>
      <Spin size="large" />
    </Flex>
  );
}
