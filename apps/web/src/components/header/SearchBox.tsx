import { SearchOutlined } from '@ant-design/icons';
import { App, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The header keyword box: empty → 请输入关键字后再搜索; otherwise clear and open /search?keywords=… */
export function SearchBox() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  const submit = () => {
    const keywords = value.trim();
    if (!keywords) {
      void message.warning('请输入关键字后再搜索');
      return;
    }
    setValue('');
    void navigate(paths.search(keywords));
  };

  return (
    <div className="site-header__search" role="search">
      <Input
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={submit}
        placeholder="请输入关键字"
        aria-label="搜索关键字"
        allowClear
        suffix={
          <SearchOutlined
            role="button"
            aria-label="搜索"
            tabIndex={0}
            onClick={submit}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') submit();
            }}
            style={{ cursor: 'pointer', color: 'var(--ant-color-text-secondary, #999)' }}
          />
        }
      />
    </div>
  );
}
