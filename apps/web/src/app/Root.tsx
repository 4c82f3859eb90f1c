// Replaced by the storefront shell (providers, router, startup).
export function Root() {
  return null;
}
