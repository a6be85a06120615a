/**
 * The search's size hint for the snippet: the `style` of `<study-search>` that holds
 * the height of its skeleton from the page's first paint, before any script has run, so that what
 * follows the widget is already where it will stay. The loader removes it once the widget has
 * rendered. Measured with the default look (`--study-spacing` 20px, the system font): one column
 * of results on a viewport under 576px (a phone), two columns above it, where the element is
 * 514 to 755px wide (as with `max-width: 640px`). The middle term of the clamp is a step at 576px.
 * A page that changes the width, spacing or font writes its own numbers (README, "Size hints").
 */
export const SEARCH_SIZE_HINT = 'display:block;min-height:clamp(1548px, (576px - 100vw) * 999, 2861px)';
