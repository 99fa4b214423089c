import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** stylis's type of a declaration (`DECLARATION` in stylis). */
const DECLARATION = 'decl';

/**
 * The properties that a browser Koers supports still wants with a `-webkit-` prefix as well:
 * Safari's `user-select` (MUI's buttons and chips) and `hyphens` (the headings), and
 * `mask-image` of Chromium before 120. MUI writes its `appearance` prefixes itself.
 */
const WEBKIT_PREFIXED = new Set(['user-select', 'hyphens', 'mask-image']);

const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type === DECLARATION && !element.return && WEBKIT_PREFIXED.has(String(element.props))) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * Emotion's cache for MUI's styles, with these few prefixes instead of emotion's full prefixer:
 * that one looks at every declaration of every style for prefixes of browsers long gone, and was
 * a third of the work of putting the explorer's styles in the page on a phone's first load
 * (npm run bench:first-load).
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [webkitPrefixes] });
}
