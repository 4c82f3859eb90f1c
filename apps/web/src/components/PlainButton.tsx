import type { ButtonHTMLAttributes } from 'react';
import './plain-button.css';

/**
 * antd's solid primary and outlined default Button, as a plain `<button>`, for the shell (the header and the
 * error screens): antd's Button brings its wave effect, motion and compact-space code (about 13 KB gzip) into
 * the first download of every page. `large` is antd's `size="large"`.
 */
export function PlainButton({
  variant = 'default',
  large = false,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'default' | 'link'; large?: boolean }) {
  const classes = ['plain-btn', `plain-btn--${variant}`, large && 'plain-btn--large', className];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...props} />;
}
