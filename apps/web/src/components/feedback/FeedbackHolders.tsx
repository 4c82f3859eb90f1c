import { message, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import AntdScope from '../antd/AntdScope.tsx';
import { setFeedbackApi } from './feedback.ts';

/** antd's message and Modal hooks and their holders, in antd's theme; downloaded on the first toast or box. */
export default function FeedbackHolders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useLayoutEffect(() => {
    setFeedbackApi({ message: messageApi, modal: modalApi });
    return () => setFeedbackApi(null);
  }, [messageApi, modalApi]);
  return (
    <AntdScope>
      {messageHolder}
      {modalHolder}
    </AntdScope>
  );
}
