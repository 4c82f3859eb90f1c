import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useFeedback } from '../feedback/feedback.ts';

/**
 * The header keyword box: empty → 请输入关键字后再搜索; otherwise clear and open /search?keywords=…
 * A plain form (input + buttons) rather than antd Input: it is on every page's first download.
 */
export function SearchBox() {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keywords = value.trim();
    if (!keywords) {
      void message.warning('请输入关键字后再搜索');
      return;
    }
    setValue('');
    void navigate(paths.search(keywords));
  };

  return (
    <form className="site-header__search" role="search" onSubmit={submit}>
      <input
        ref={input}
        className="site-search__input"
        type="text"
        enterKeyHint="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="请输入关键字"
        aria-label="搜索关键字"
      />
      {value && (
        <button
          type="button"
          className="site-search__clear"
          aria-label="清空关键字"
          onClick={() => {
            setValue('');
            input.current?.focus();
          }}
        >
          <CloseCircleFilled aria-hidden />
        </button>
      )}
      <button type="submit" className="site-search__submit" aria-label="搜索">
        <SearchOutlined aria-hidden />
      </button>
    </form>
  );
}
