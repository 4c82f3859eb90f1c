/** The mobile as the profile shows it: first 3 characters, `****`, then everything from the 8th on. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}
