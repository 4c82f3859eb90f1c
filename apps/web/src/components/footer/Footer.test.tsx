import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Footer } from './Footer.tsx';
import { systemApi } from '../../../test/handlers/system.ts';
import { makeConfig } from '../../../test/factories/system.ts';
import { server } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render.tsx';

let config = makeConfig();
let linkRequests = 0;
beforeEach(() =>
  server.use(
    systemApi.config(() => config),
    systemApi.links(() => {
      linkRequests += 1;
      return [
        { id: 1, sort: 1, name: 'MeEdu', url: 'https://www.meedu.vip' },
        { id: 2, sort: 2, name: '开源中国', url: 'https://www.oschina.net' },
      ];
    }),
  ),
);
beforeEach(() => {
  config = makeConfig();
  linkRequests = 0;
});

describe('Footer', () => {
  it('on / shows the friendly links (new window, no opener) and the copyright with the site name', async () => {
    renderWithProviders(<Footer />, { route: '/' });
    const footer = screen.getByRole('contentinfo');
    const links = await within(footer).findByRole('navigation', { name: '友情链接' });
    const meedu = within(links).getByRole('link', { name: 'MeEdu' });
    expect(meedu).toHaveAttribute('href', 'https://www.meedu.vip');
    expect(meedu).toHaveAttribute('target', '_blank');
    expect(meedu).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(links).getByRole('link', { name: '开源中国' })).toBeInTheDocument();
    expect(
      await within(footer).findByText(`© ${new Date().getFullYear()} 学堂在线 版权所有`),
    ).toBeInTheDocument();
    expect(footer).toHaveStyle({ marginTop: '150px' });
  });

  it('elsewhere neither asks for nor shows friendly links', async () => {
    renderWithProviders(<Footer />, { route: '/courses' });
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByText(/学堂在线 版权所有/);
    expect(within(footer).queryByText('友情链接')).not.toBeInTheDocument();
    expect(linkRequests).toBe(0);
    expect(footer).toHaveStyle({ marginTop: '150px' });
  });

  it.each(['/vip', '/search'])('has no top margin on %s', async (route) => {
    renderWithProviders(<Footer />, { route });
    expect(screen.getByRole('contentinfo')).toHaveStyle({ marginTop: '0px' });
  });

  it('shows the two ICP record links when configured', async () => {
    config = makeConfig({
      icp: '京ICP备00000000号',
      icp_link: 'https://beian.miit.gov.cn/',
      icp2: '京公网安备 11000000000000号',
      icp2_link: 'https://www.beian.gov.cn/',
    });
    renderWithProviders(<Footer />, { route: '/courses' });
    const icp = await screen.findByRole('link', { name: '京ICP备00000000号' });
    expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
    expect(icp).toHaveAttribute('target', '_blank');
    expect(icp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '京公网安备 11000000000000号' })).toHaveAttribute(
      'href',
      'https://www.beian.gov.cn/',
    );
  });

  it('shows no record links when none are configured', async () => {
    renderWithProviders(<Footer />, { route: '/courses' });
    await screen.findByText(/学堂在线 版权所有/);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
