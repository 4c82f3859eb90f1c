import { FormModal } from '../../../components/FormModal.tsx';
import { FaceVerifyPanel } from './FaceVerifyPanel.tsx';

/** Real-name verification started from the member page's `实名认证` tab (screens/account §9.11). */
export function FaceVerifyDialog({
  onClose,
  onDone,
}: {
  onClose(): void;
  onDone(outcome: 'verified' | 'already'): void;
}) {
  return (
    <FormModal title="实名认证" onClose={onClose}>
      <div style={{ paddingBottom: 16 }}>
        <FaceVerifyPanel size={250} onDone={onDone} />
      </div>
    </FormModal>
  );
}
