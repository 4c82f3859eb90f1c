import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../../api/system.ts';
import { paths } from '../../../config/paths.ts';

/** The topic's public address: the configured PC site (`pc_url`), or this site. */
function topicUrl(pcUrl: string | undefined, id: number): string {
  let base = window.location.origin;
  try {
    if (pcUrl) {
      const u = new URL(pcUrl);
      if (u.protocol === 'http:' || u.protocol === 'https:')
        base = `${u.origin}${u.pathname.replace(/\/$/, '')}`;
    }
  } catch {
    // A malformed pc_url is ignored; this site's address is shared instead.
  }
  return `${base}${paths.topicDetail(id)}`;
}

/** 分享到 QQ and 微博 (screens catalog §13), each opening the share page in a new window. */
export function ShareLinks({ id, title, thumb }: { id: number; title: string; thumb: string }) {
  const config = useQuery(configQuery);
  const url = topicUrl(config.data?.pc_url, id);
  const qq = new URL('https://connect.qq.com/widget/shareqq/index.html');
  qq.search = new URLSearchParams({
    url,
    title,
    summary: title,
    pics: thumb,
    site: config.data?.webname ?? '',
  }).toString();
  const weibo = new URL('https://service.weibo.com/share/share.php');
  weibo.search = new URLSearchParams({ url, title, pic: thumb }).toString();
  return (
    <div className="tp-share">
      <span>分享到</span>
      <a href={qq.toString()} target="_blank" rel="noopener noreferrer">
        QQ
      </a>
      <a href={weibo.toString()} target="_blank" rel="noopener noreferrer">
        微博
      </a>
    </div>
  );
}
