/**
 * Full-page navigations (to the SSO provider, or the hard redirect after a password reset). An object, so
 * tests can replace `assign`: jsdom implements no navigation.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
