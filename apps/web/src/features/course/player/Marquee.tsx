import { useEffect, useState, type CSSProperties } from 'react';

export interface MarqueeProps {
  text: string;
  size?: number;
  color?: string;
  opacity?: number;
  /** Milliseconds between moves. */
  every?: number;
}

const randomSpot = () => ({ top: 5 + Math.random() * 80, left: 5 + Math.random() * 70 });

/** The member's watermark, drawn over the video and moved to a random place now and then (screens catalog §4.3). */
export function Marquee({ text, size, color, opacity, every = 6000 }: MarqueeProps) {
  const [spot, setSpot] = useState(randomSpot);
  useEffect(() => {
    const timer = window.setInterval(() => setSpot(randomSpot()), every);
    return () => window.clearInterval(timer);
  }, [every]);
  const style: CSSProperties = {
    position: 'absolute',
    top: `${spot.top}%`,
    left: `${spot.left}%`,
    fontSize: `${size || 14}px`,
    color: color || 'red',
    opacity: opacity && opacity > 0 ? opacity : 1,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    userSelect: 'none',
    transition: 'top 1.5s linear, left 1.5s linear',
    zIndex: 30,
  };
  return (
    <div className="video-marquee" data-testid="video-marquee" aria-hidden="true" style={style}>
      {text}
    </div>
  );
}
