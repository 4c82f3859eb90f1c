import { useEffect, useState, type CSSProperties } from 'react';

export interface MarqueeProps {
  text: string;
  size?: number;
  color?: string;
  opacity?: number;
  /** The shortest and longest wait between two moves, in ms; each wait is drawn at random between them. */
  waitMs?: readonly [number, number];
}

/** How long the mark takes to fade out before it moves, and to fade in after. */
export const MARQUEE_FADE_MS = 600;
const DEFAULT_WAIT_MS = [4000, 11000] as const;

const randomSpot = () => ({ top: 5 + Math.random() * 80, left: 5 + Math.random() * 70 });
const randomWait = ([min, max]: readonly [number, number]) => min + Math.random() * (max - min);
const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The member's watermark over the video (screens catalog §4.3; issue 30). At random times it fades out, moves to a
 * random place and fades back in, so a recording cannot be cleaned by cropping one corner or by timing the moves.
 * Under `prefers-reduced-motion` it jumps to the new place without fading.
 */
export function Marquee({ text, size, color, opacity, waitMs = DEFAULT_WAIT_MS }: MarqueeProps) {
  const [spot, setSpot] = useState(randomSpot);
  const [hidden, setHidden] = useState(false);
  const [jumps, setJumps] = useState(reducedMotion);
  const [min, max] = waitMs;

  useEffect(() => {
    let timer = 0;
    const next = () => {
      timer = window.setTimeout(move, randomWait([min, max]));
    };
    const move = () => {
      const jump = reducedMotion();
      setJumps(jump);
      if (jump) {
        setSpot(randomSpot());
        next();
        return;
      }
      setHidden(true);
      timer = window.setTimeout(() => {
        setSpot(randomSpot());
        setHidden(false);
        next();
      }, MARQUEE_FADE_MS);
    };
    next();
    return () => window.clearTimeout(timer);
  }, [min, max]);

  const shown = opacity && opacity > 0 ? opacity : 1;
  const style: CSSProperties = {
    position: 'absolute',
    top: `${spot.top}%`,
    left: `${spot.left}%`,
    fontSize: `${size || 14}px`,
    color: color || 'red',
    opacity: hidden ? 0 : shown,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    userSelect: 'none',
    transition: jumps ? 'none' : `opacity ${MARQUEE_FADE_MS}ms ease`,
    zIndex: 30,
  };
  return (
    <div
      className="video-marquee"
      data-testid="video-marquee"
      data-motion={jumps ? 'jump' : 'fade'}
      aria-hidden="true"
      style={style}
    >
      {text}
    </div>
  );
}
