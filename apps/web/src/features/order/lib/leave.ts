/** A full browser navigation to another site (the Alipay cashier); its own module so tests can stand in for it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
