import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { configQuery } from '../../api/system.ts';
import { paths } from '../../config/paths.ts';
import { HeaderActions } from './HeaderActions.tsx';
import { NavMenu } from './NavMenu.tsx';
import { SearchBox } from './SearchBox.tsx';

/** The site header (SPEC §2, screens account §1): logo, search, VIP, 我的学习, account, then the navigation row. */
export function Header() {
  const { data: config } = useQuery(configQuery);
  const webname = config?.webname ?? '';
  const logo = config?.logo.logo;
  return (
    <header className="site-header">
      <div className="container site-header__top">
        <Link
          to={paths.home()}
          className="site-header__logo"
          aria-label={webname ? `${webname} 首页` : '首页'}
        >
          {/* High priority: on pages whose first screen has no large image (the player before its poster) the
              logo is the LCP element, and as an <img> discovered late it would otherwise start at low priority. */}
          {logo ? (
            <img src={logo} alt={webname} fetchPriority="high" />
          ) : (
            <span className="site-header__webname">{webname}</span>
          )}
        </Link>
        <SearchBox />
        <HeaderActions />
      </div>
      <div className="container site-header__nav">
        <NavMenu />
      </div>
    </header>
  );
}
