import { message, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import { setFeedbackApi } from './feedback.ts';

/** antd's message and Modal hooks and their holders; downloaded on the first toast or box. */
export default function FeedbackHolders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useLayoutEffect(() => {
    setFeedbackApi({ message: messageApi, modal: modalApi });
    return () => setFeedbackApi(null);
  }, [messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
