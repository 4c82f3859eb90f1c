import { App } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { flags } from '../../../lib/storage.ts';
import { refreshMember } from '../../../stores/session-actions.ts';
import { FaceVerifyPanel } from '../components/FaceVerifyPanel.tsx';
import { ForcedStepFrame } from '../components/ForcedStepFrame.tsx';

/** `/face-check`: real-name verification the site requires before anything else (screens/account §8). */
export default function FaceCheckPage() {
  useDocumentTitle('实名认证');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const done = async (outcome: 'verified' | 'already') => {
    flags.setFaceCheck(false);
    if (outcome === 'verified') message.success('实名认证成功');
    try {
      await refreshMember();
    } catch {
      // the next page loads the member again
    }
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <ForcedStepFrame title="实名认证">
      <FaceVerifyPanel onDone={(o) => void done(o)} />
    </ForcedStepFrame>
  );
}
