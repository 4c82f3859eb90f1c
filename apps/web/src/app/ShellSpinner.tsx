/**
 * The shell's centred large spinner: while a lazy page loads (inside a layout) or, `fullscreen`, during
 * start-up. Same role and label as components/PageSpinner, drawn with CSS: antd Spin (with its debounce
 * helper) would otherwise be part of every first download just for this.
 */
export function ShellSpinner({ fullscreen = false }: { fullscreen?: boolean }) {
  return (
    <div
      className={fullscreen ? 'shell-spinner shell-spinner--fullscreen' : 'shell-spinner'}
      role="status"
      aria-label="加载中"
    >
      <span className="shell-spinner__dot" aria-hidden />
    </div>
  );
}
