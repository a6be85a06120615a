// Fixed at the bottom of the viewport, at the end of the line: the right in English, the left in
// Arabic (the frame's `dir` orders the flex row). The host spans the width but lets clicks through.
// As with every widget, the page's own rules on `study-floating` win over these `:host` defaults.
export const FLOATING_CSS = `
:host{position:fixed;inset-inline:0;inset-block-end:20px;z-index:2147483000;pointer-events:none;contain:none}
.se-root{display:flex;justify-content:flex-end;background:none;border:0;padding:0 20px;pointer-events:none}
.se-floating{pointer-events:auto;border-radius:999px;padding:12px 22px;box-shadow:0 6px 20px rgb(15 23 42/.3)}
`;
