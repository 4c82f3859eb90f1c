import './list-spinner.css';

/**
 * A member list's placeholder while its first page loads: antd's large Spin (four dots turning) drawn in CSS, so
 * the member pages' first screens load none of antd (issue 30).
 */
export function ListSpinner() {
  return (
    <div className="list-spinner" role="status" aria-label="加载中">
      <span className="list-spinner__dots" aria-hidden>
        <i />
        <i />
        <i />
        <i />
      </span>
    </div>
  );
}
