/**
 * Opens a provider's page in a new window (spec §7: payment and cancellation URLs). The new page gets no
 * handle on this one; when a pop-up blocker refuses the window, the page opens here instead.
 */
export function openInNewWindow(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

/** A URL of this app as a router path ('/sandbox/checkout/…'), or null for another origin (Stripe). */
export function toAppPath(url: string, origin: string = window.location.origin): string | null {
  const target = new URL(url, origin);
  if (target.origin !== origin) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}
