import { NAV_PLATFORMS, type NavPlatform } from '@meedu/contract/admin';
import { Segmented } from 'antd';

/** The PC 端 / H5 端 switch above the lists kept per platform (navs, sliders). */
export function PlatformSwitch({
  value,
  onChange,
}: {
  value: NavPlatform;
  onChange: (platform: NavPlatform) => void;
}) {
  return (
    <Segmented
      aria-label="端"
      options={NAV_PLATFORMS.map((p) => ({ value: p, label: p === 'PC' ? 'PC 端' : 'H5 端' }))}
      value={value}
      onChange={(v) => onChange(v as NavPlatform)}
      style={{ marginBottom: 16 }}
    />
  );
}
