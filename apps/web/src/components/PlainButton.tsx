import type { ButtonHTMLAttributes } from 'react';
import './plain-button.css';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'link';
  /** antd's `size="large"`. */
  large?: boolean;
  /** antd's `danger`: the error red instead of the brand blue. */
  danger?: boolean;
}

/**
 * antd's solid primary, outlined default and link Button, as a plain `<button>`, for the shell (the header and
 * the error screens) and the first screens that load no antd (home, course detail's buy area): antd's Button
 * brings its wave effect, motion and compact-space code (about 13 KB gzip) and antd's runtime styling along.
 */
export function PlainButton({
  variant = 'default',
  large = false,
  danger = false,
  className,
  type = 'button',
  ...props
}: PlainButtonProps) {
  const classes = [
    'plain-btn',
    `plain-btn--${variant}`,
    large && 'plain-btn--large',
    danger && 'plain-btn--danger',
    className,
  ];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...props} />;
}
