import { useQueryClient } from '@tanstack/react-query';
import { memberDetailQuery } from '../../../api/member.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { flags } from '../../../lib/storage.ts';
import { FaceVerifyPanel } from '../components/FaceVerifyPanel.tsx';
import { ForcedStepFrame } from '../components/ForcedStepFrame.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/** `/face-check`: real-name verification the site requires before anything else (screens/account §8). */
export default function FaceCheckPage() {
  useDocumentTitle('实名认证');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const queryClient = useQueryClient();

  const done = async (outcome: 'verified' | 'already') => {
    flags.setFaceCheck(false);
    if (outcome === 'verified') message.success('实名认证成功');
    await queryClient.invalidateQueries({ queryKey: memberDetailQuery.queryKey });
    void navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <ForcedStepFrame title="实名认证">
      <FaceVerifyPanel onDone={(o) => void done(o)} />
    </ForcedStepFrame>
  );
}
