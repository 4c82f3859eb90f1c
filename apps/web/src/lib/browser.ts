/** Full-page navigation, behind an object so tests can observe it (jsdom cannot reload or leave the page). */
export const browser = {
  reload: () => window.location.reload(),
  assign: (url: string) => window.location.assign(url),
};
