import { useState } from 'react';
import { SafeHtml } from '../../../../components/SafeHtml.tsx';

/** The explanation (解析) under a shown solution, screens §16: 展开解析 / 折叠解析. */
export function Analysis({ remark, open: initiallyOpen }: { remark: string; open: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  if (!remark.trim()) return null;
  return (
    <div className="ex-analysis">
      <button type="button" className="ex-link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? '折叠解析' : '展开解析'}
      </button>
      {open ? (
        <div className="ex-analysis__body">
          <strong>解析：</strong>
          <SafeHtml html={remark} />
        </div>
      ) : null}
    </div>
  );
}
