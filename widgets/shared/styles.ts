// The widgets' own stylesheet, adopted into each shadow root (constructable stylesheets work
// under a strict style-src). `:host` declarations are !important because the host page's
// rules on the element itself (`* { all: unset }`) would otherwise win over them.
export const BASE_CSS = `
:host{all:initial!important;display:block!important;contain:content;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",Tahoma,sans-serif!important;color:#0f172a!important;--se-brand:#1d4ed8}
:host([hidden]){display:none!important}
*,*::before,*::after{box-sizing:border-box}
.se-root{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:20px;max-inline-size:100%}
.se-root[dir=rtl]{font-family:"Noto Sans Arabic","Segoe UI",Tahoma,system-ui,sans-serif}
h2{font-size:1.25em;line-height:1.3;margin:0 0 4px}
h3{font-size:1.05em;margin:0}
p{margin:0 0 12px}
.se-muted{color:#475569;font-size:.93em}
.se-brandbar{display:flex;align-items:center;gap:10px;margin-block-end:12px;color:#475569;font-size:.9em}
.se-brandbar img{block-size:28px;inline-size:auto;max-inline-size:120px;object-fit:contain}
form{display:grid;gap:12px}
.se-row{display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(180px,1fr))}
.se-field{display:grid;gap:4px}
label{font-weight:600;font-size:.9em}
input,select,textarea{font:inherit;color:inherit;inline-size:100%;padding:9px 11px;border:1px solid #cbd5e1;border-radius:8px;background:#fff}
textarea{resize:vertical}
input:focus-visible,select:focus-visible,textarea:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid color-mix(in srgb,var(--se-brand) 45%,transparent);outline-offset:1px;border-color:var(--se-brand)}
[aria-invalid=true]{border-color:#b91c1c}
.se-field-error{color:#b91c1c;font-size:.85em;margin:0}
button{font:inherit;cursor:pointer;border-radius:8px;padding:9px 16px;border:1px solid var(--se-brand);background:var(--se-brand);color:#fff;font-weight:600}
button:disabled{opacity:.6;cursor:default}
button.se-secondary{background:#fff;color:var(--se-brand)}
a{color:var(--se-brand)}
.se-button-link{display:inline-block;text-decoration:none;border-radius:8px;padding:9px 16px;background:var(--se-brand);color:#fff;font-weight:600}
.se-alert{border-radius:8px;padding:10px 12px;background:#fef2f2;color:#991b1b;margin-block-end:12px}
.se-success{border-radius:8px;padding:14px;background:#f0fdf4;color:#14532d}
.se-success h3{margin-block-end:6px}
.se-visually-hidden{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;
