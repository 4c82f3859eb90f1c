import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../api/client.ts';

/**
 * A 401 anywhere (the session ended, was revoked, or the account was disabled) clears what the client held and
 * goes to the login screen, keeping the address to come back to.
 */
export function UnauthorizedBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { message } = App.useApp();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      client.clear();
      if (location.pathname === '/login') return;
      void message.warning({ content: '登录已失效，请重新登录', key: 'unauthorized' });
      const here = `${location.pathname}${location.search}`;
      void navigate(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
    });
    return () => setUnauthorizedHandler(() => undefined);
  }, [client, location, message, navigate]);
  return null;
}
