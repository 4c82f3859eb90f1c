import { QRCode } from 'antd';

export interface QrImageProps {
  /** A data URL from the server, or null while loading. */
  image: string | null;
  expired: boolean;
  onRefresh(): void;
  alt: string;
}

/**
 * A server-made QR image (300 × 300). While it loads, antd's QRCode in its loading state stands in; once it
 * expires, antd's expired overlay offers a refresh (the reference never refreshes it).
 */
export function QrImage({ image, expired, onRefresh, alt }: QrImageProps) {
  if (!image || expired) {
    return (
      <QRCode
        value="-"
        size={300}
        status={expired ? 'expired' : 'loading'}
        onRefresh={onRefresh}
        aria-label={expired ? '二维码已过期' : '二维码加载中'}
      />
    );
  }
  // The server writes `data:image/png;base64, <b64>` with a space (contract §3.9); browsers accept it.
  return <img src={image} alt={alt} width={300} height={300} style={{ display: 'block' }} />;
}
