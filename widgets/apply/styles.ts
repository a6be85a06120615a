// The university type-ahead's list, under its box.
export const APPLY_CSS = `
.se-combo{position:relative}
.se-options{position:absolute;inset-inline:0;inset-block-start:100%;z-index:1;margin:4px 0 0;padding:4px;list-style:none;background:#fff;border:1px solid #64748b;border-radius:var(--se-radius);box-shadow:0 6px 16px rgb(15 23 42/.15);max-block-size:18em;overflow:auto}
.se-options [role=option],p.se-options{padding:6px 8px;border-radius:calc(var(--se-radius)*.5);cursor:pointer}
.se-options [role=option]:hover{background:#f1f5f9}
.se-options [aria-selected=true]{background:var(--se-hover);color:var(--se-on-hover)}
.se-options [aria-selected=true] .se-muted{color:inherit}
`;
