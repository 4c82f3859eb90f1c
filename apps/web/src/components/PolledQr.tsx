import { Flex, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { QrImage } from './QrImage.tsx';
import { usePolling } from './use-polling.ts';

/** The server's temporary WeChat QRs live one hour (contract account §3.9, §5.12). */
export const QR_TTL_MS = 60 * 60 * 1000;

export interface PolledQrProps<T extends { image: string }> {
  /** Fetches a QR; a failure (the client toasts the reason) shows the refresh overlay in its place. */
  load(): Promise<T>;
  /**
   * One poll while the QR is live: resolves to what finishes the scan, or null to ask again after `pollMs`.
   * The finish runs once, only while still mounted, and polling stops for good before it.
   */
  poll(qr: T): Promise<(() => unknown) | null>;
  pollMs: number;
  alt: string;
  /** The line under the QR. */
  hint: string;
  style?: CSSProperties;
}

/**
 * A server-made QR that is polled until scanned (screens/account §4.4, §9.10). It expires after `QR_TTL_MS`,
 * when antd's overlay offers a fresh one; polling runs only while a live QR is shown.
 */
export function PolledQr<T extends { image: string }>({
  load,
  poll,
  pollMs,
  alt,
  hint,
  style,
}: PolledQrProps<T>) {
  const [qr, setQr] = useState<T | null>(null);
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const mounted = useRef(true);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const fetchQr = useCallback(() => {
    loadRef.current().then(
      (q) => {
        if (!mounted.current) return;
        setQr(q);
        setExpired(false);
      },
      () => {
        if (mounted.current) setExpired(true);
      },
    );
  }, []);

  useEffect(() => {
    mounted.current = true;
    fetchQr();
    return () => {
      mounted.current = false;
    };
  }, [fetchQr]);

  useEffect(() => {
    if (!qr) return;
    const t = setTimeout(() => setExpired(true), QR_TTL_MS);
    return () => clearTimeout(t);
  }, [qr]);

  usePolling(
    async () => {
      if (!qr) return;
      const finish = await poll(qr);
      if (!mounted.current || !finish) return;
      setDone(true);
      await finish();
    },
    pollMs,
    qr !== null && !expired && !done,
  );

  const refresh = () => {
    setQr(null);
    setExpired(false);
    fetchQr();
  };

  return (
    <Flex vertical align="center" gap={16} style={style}>
      <QrImage image={qr?.image ?? null} expired={expired} onRefresh={refresh} alt={alt} />
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </Flex>
  );
}
