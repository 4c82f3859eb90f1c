import {
  BookOutlined,
  CrownOutlined,
  FileTextOutlined,
  NodeIndexOutlined,
  PlayCircleOutlined,
  ReadOutlined,
  SolutionOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The default pictures by kind (the reference's images), drawn as icons on a tinted box. */
const ICONS: Record<string, ReactNode> = {
  role: <CrownOutlined />,
  topic: <FileTextOutlined />,
  vod: <PlayCircleOutlined />,
  paper: <SolutionOutlined />,
  video: <VideoCameraOutlined />,
  path: <NodeIndexOutlined />,
  live: <VideoCameraOutlined />,
  book: <BookOutlined />,
  other: <ReadOutlined />,
};

/**
 * A goods picture: the thumb when there is one (books portrait), else the kind's default. `kind` is a checkout
 * goods_type (vod, book, role, paper…); exam kinds always show the paper picture (screens §3.1, §7.1).
 */
export function GoodsThumb({
  kind,
  thumb,
  size = 'large',
}: {
  kind: string;
  thumb?: string;
  size?: 'large' | 'small';
}) {
  const exam = kind === 'paper' || kind === 'practice' || kind === 'mockpaper';
  const book = kind === 'book';
  const scale = size === 'large' ? 1 : 100 / 120;
  const width = Math.round((book ? 90 : 160) * scale);
  const height = Math.round(120 * scale);
  const box = { width, height, borderRadius: 8, flex: 'none' as const };
  if (thumb && !exam)
    return <img src={thumb} alt="" width={width} height={height} style={{ ...box, objectFit: 'cover' }} />;
  const icon = ICONS[exam ? 'paper' : kind];
  return (
    <span
      aria-hidden
      style={{
        ...box,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: icon ? '#f0f5ff' : '#f5f5f5',
        color: '#245bdb',
        fontSize: 40,
      }}
    >
      {icon ?? null}
    </span>
  );
}
