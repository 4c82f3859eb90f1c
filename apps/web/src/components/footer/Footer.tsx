import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { configQuery, linksQuery } from '../../api/system.ts';
import { paths } from '../../config/paths.ts';
import { safeHref } from '../../lib/safe-href.ts';

/** Pages whose own design runs into the footer (SPEC §2): no top margin there. */
const FLUSH_PATHS: readonly string[] = [paths.vip(), paths.search()];
export const FOOTER_MARGIN_TOP = 150;

/** A link from the server that leaves the site: only http(s) addresses become links (lib/safe-href). */
function OutLink({ href, className, children }: { href: string; className?: string; children: string }) {
  const target = safeHref(href);
  if (target?.kind !== 'external') return <span className={className}>{children}</span>;
  return (
    <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
      {children}
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
                  <OutLink href={link.url}>{link.name}</OutLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className="site-footer__copyright">
          <span>
            © {year} {webname} 版权所有
          </span>
          {config?.icp && (
            <OutLink className="site-footer__record" href={config.icp_link}>
              {config.icp}
            </OutLink>
          )}
          {config?.icp2 && (
            <OutLink className="site-footer__record" href={config.icp2_link}>
              {config.icp2}
            </OutLink>
          )}
        </p>
      </div>
    </footer>
  );
}
