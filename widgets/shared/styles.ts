// The widgets' own stylesheet, adopted into each shadow root (constructable stylesheets work
// under a strict style-src). The element's outer box (display, width, margin, shadow) belongs to
// the host page, so `:host` only gives defaults the page's own rules override. Isolation is
// inside: `.se-root` resets every inherited property the page may have set on the element
// (`all: initial` leaves custom properties alone), so only the documented `--study-*`
// properties and the `::part()`s reach in. `--se-*` are the colours `mount.tsx` derives from the brand.
export const BASE_CSS = `
:host{display:block;contain:content}
:host([hidden]){display:none!important}
*,*::before,*::after{box-sizing:border-box}
.se-root{all:initial;display:block;font:15px/1.5 var(--study-font-family,system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",Tahoma,sans-serif);color:var(--study-text-color,#0f172a);--se-radius:var(--study-radius,8px);--se-space:var(--study-spacing,20px);--se-gap:calc(var(--se-space)*.6);background:#fff;border:1px solid #e2e8f0;border-radius:calc(var(--se-radius)*1.5);padding:var(--se-space);max-inline-size:100%}
.se-root[dir=rtl]{font-family:var(--study-font-family,"Noto Sans Arabic","Segoe UI",Tahoma,system-ui,sans-serif)}
h2{font-size:1.25em;line-height:1.3;margin:0 0 4px}
h3{font-size:1.05em;margin:0}
p{margin:0 0 var(--se-gap)}
.se-muted{color:#475569;font-size:.93em}
.se-brandbar{display:flex;align-items:center;gap:10px;margin-block-end:var(--se-gap);color:#475569;font-size:.9em}
.se-brandbar img{block-size:28px;inline-size:auto;max-inline-size:120px;object-fit:contain}
form{display:grid;gap:var(--se-gap)}
.se-row{display:grid;gap:var(--se-gap);grid-template-columns:repeat(auto-fit,minmax(180px,1fr))}
.se-field{display:grid;gap:4px}
label{font-weight:600;font-size:.9em}
input,select,textarea{font:inherit;color:inherit;inline-size:100%;padding:9px 11px;border:1px solid #64748b;border-radius:var(--se-radius);background:#fff}
textarea{resize:vertical}
:focus-visible{outline:3px solid var(--se-ring);outline-offset:2px}
[aria-invalid=true]{border-color:#b91c1c}
.se-field-error{color:#b91c1c;font-size:.85em;margin:0}
button,.se-button-link{font:inherit;cursor:pointer;border-radius:var(--se-radius);padding:9px 16px;border:1px solid var(--se-ring);background:var(--se-brand);color:var(--se-on-brand);font-weight:600;text-decoration:none;display:inline-block}
button:hover:not(:disabled),button:active:not(:disabled),.se-button-link:hover,.se-button-link:active{background:var(--se-hover);color:var(--se-on-hover);border-color:var(--se-hover)}
button:disabled{opacity:.6;cursor:default}
button.se-secondary{background:#fff;color:var(--se-link);border-color:var(--se-ring)}
button.se-secondary:hover:not(:disabled),button.se-secondary:active:not(:disabled){background:var(--se-hover);color:var(--se-on-hover)}
a{color:var(--se-link)}
.se-alert{border-radius:var(--se-radius);padding:10px 12px;background:#fef2f2;color:#991b1b;margin-block-end:var(--se-gap)}
.se-success{border-radius:var(--se-radius);padding:14px;background:#f0fdf4;color:#14532d}
.se-success h3{margin-block-end:6px}
.se-visually-hidden{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;
