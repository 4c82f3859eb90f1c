import { useState } from 'react';

/** Question and answer images; a click shows one full screen on a dark overlay, any click closes it (§0.5). */
export function ImageGrid({ urls, label }: { urls: string[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null);
  if (urls.length === 0) return null;
  return (
    <>
      <ul className="wd-grid" aria-label={label}>
        {urls.map((u, i) => (
          <li key={u}>
            <button type="button" onClick={() => setOpen(u)} aria-label={`查看图片${i + 1}`}>
              <img src={u} alt="" loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <div className="wd-preview" role="dialog" aria-label="图片预览" onClick={() => setOpen(null)}>
          <img src={open} alt="" />
        </div>
      ) : null}
    </>
  );
}
