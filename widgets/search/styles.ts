export const SEARCH_CSS = `
.se-searchbox{display:flex;gap:8px}
.se-searchbox input{flex:1}
.se-results{list-style:none;margin:12px 0 0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(230px,1fr))}
.se-card{border:1px solid #e2e8f0;border-radius:10px;padding:14px;display:grid;gap:6px;align-content:start;border-block-start:4px solid var(--se-brand)}
.se-card h3 a{text-decoration:none;color:#0f172a}
.se-card h3 a:hover{color:var(--se-brand);text-decoration:underline}
.se-card p{margin:0}
.se-tags{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px}
.se-tags li{font-size:.8em;padding:2px 8px;border-radius:999px;background:color-mix(in srgb,var(--se-brand) 12%,#fff);color:#0f172a}
.se-results-area{margin-block-start:12px}
.se-results-area[aria-busy=true]{opacity:.6}
.se-empty{margin-block-start:16px;text-align:center}
.se-pager{display:flex;align-items:center;justify-content:center;gap:12px;margin-block-start:16px}
`;
