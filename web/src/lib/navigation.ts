/**
 * Code outside React (the HTTP client) navigates through here. The router registers its `navigate` on start,
 * so a logout keeps the single-page app (and its toasts); before that, the browser loads the page.
 */
type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

export const setNavigator = (next: Navigator | null) => {
  navigator = next;
};

export const navigateTo = (to: string, options: { replace?: boolean } = {}) => {
  if (navigator) navigator(to, options);
  else if (options.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** The current path and query, e.g. "/brand/rank?platform=2". */
export const currentLocation = () => `${window.location.pathname}${window.location.search}`;
