import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { configQuery, linksQuery } from '../../api/system.ts';
import { paths } from '../../config/paths.ts';

/** Pages whose own design runs into the footer (SPEC §2): no top margin there. */
const FLUSH_PATHS: readonly string[] = [paths.vip(), paths.search()];
export const FOOTER_MARGIN_TOP = 150;

function RecordLink({ text, href }: { text: string; href: string }) {
  if (!href) return <span className="site-footer__record">{text}</span>;
  return (
    <a className="site-footer__record" href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}

/** Friendly links (only on /), then the copyright line with the optional ICP record links. */
export function Footer() {
  const { pathname } = useLocation();
  const isHome = pathname === paths.home();
  const { data: config } = useQuery(configQuery);
  const { data: links } = useQuery({ ...linksQuery, enabled: isHome });
  const year = new Date().getFullYear();
  const webname = config?.webname ?? '';

  return (
    <footer
      className="site-footer"
      style={{ marginTop: FLUSH_PATHS.includes(pathname) ? 0 : FOOTER_MARGIN_TOP }}
      data-testid="site-footer"
    >
      <div className="container">
        {isHome && links && links.length > 0 && (
          <nav className="site-footer__links" aria-label="友情链接">
            <span className="site-footer__links-title">友情链接</span>
            <ul>
              {links.map((link) => (
                <li key={link.id}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="site-footer__copyright">
          <span>
            © {year} {webname} 版权所有
          </span>
          {config?.icp && <RecordLink text={config.icp} href={config.icp_link} />}
          {config?.icp2 && <RecordLink text={config.icp2} href={config.icp2_link} />}
        </p>
      </div>
    </footer>
  );
}
