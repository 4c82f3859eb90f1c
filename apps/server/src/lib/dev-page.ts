import { escapeHtml } from './html.ts';

/**
 * The page every demo sandbox (`/__dev/…`) is drawn in. `body` must already be escaped HTML: everything
 * interpolated into it goes through `escapeHtml`.
 */
export function devPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - 演示沙箱</title>
<style>
body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;max-width:720px;margin:32px auto;padding:0 16px;color:#1f2329;line-height:1.6}
h1{font-size:22px}.note{color:#646a73;font-size:14px;background:#f5f6f7;padding:8px 12px;border-radius:6px}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{border-bottom:1px solid #e5e6eb;padding:6px 8px;text-align:left}
label{display:block;margin:8px 0}input[type=text]{padding:6px 8px;width:260px;border:1px solid #c9cdd4;border-radius:4px}
button{padding:8px 20px;margin:12px 8px 0 0;border:0;border-radius:4px;background:#3370ff;color:#fff;font-size:15px;cursor:pointer}
button.secondary{background:#e5e6eb;color:#1f2329}.ok{color:#00a870}.err{color:#e34d59}code{background:#f5f6f7;padding:0 4px}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="note">这是演示模式下的沙箱页面，代替真实的第三方服务（短信、QQ、微信、实名认证）。生产模式下不可用。</p>
${body}
</body>
</html>`;
}
