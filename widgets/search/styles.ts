export const SEARCH_CSS = `
.se-searchbox{display:flex;gap:8px}
.se-searchbox .se-combo{flex:1;position:relative}
.se-results{list-style:none;margin:var(--se-gap) 0 0;padding:0;display:grid;gap:var(--se-gap);grid-template-columns:repeat(auto-fill,minmax(230px,1fr))}
.se-card{border:1px solid #e2e8f0;border-radius:calc(var(--se-radius)*1.25);padding:14px;display:grid;gap:6px;align-content:start;border-block-start:4px solid var(--se-brand)}
.se-card h3{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;min-block-size:3em;line-height:1.5}
.se-card h3 a{text-decoration:none;color:inherit}
.se-card h3 a:hover{color:var(--se-link);text-decoration:underline}
.se-card p{margin:0;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.se-placeholder h3,.se-placeholder p{background:#f1f5f9;border-radius:4px}
.se-placeholder .se-tags{background:#f8fafc;border-radius:4px}
.se-hidden{visibility:hidden}
.se-tags{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;align-content:flex-start;align-items:flex-start;gap:6px;block-size:calc(2.4em + 14px);overflow:hidden}
.se-tags li{font-size:.8em;padding:2px 8px;border-radius:999px;background:color-mix(in srgb,var(--se-brand) 12%,#fff);color:inherit}
.se-results-area{margin-block-start:var(--se-gap)}
.se-results-area[aria-busy=true]{opacity:.6}
.se-empty{margin-block-start:16px;text-align:center}
.se-notes p{margin:var(--se-gap) 0 0}
.se-link{font:inherit;font-weight:600;color:var(--se-link);background:none;border:0;padding:0;text-decoration:underline;cursor:pointer}
.se-check{margin-block-start:var(--se-gap);padding:12px;border:1px solid #e2e8f0;border-radius:var(--se-radius);display:grid;gap:var(--se-gap)}
.se-verdict{margin:0;white-space:normal!important}
.se-verdict[data-verdict=ELIGIBLE] strong{color:#166534}
.se-verdict[data-verdict=CONDITIONAL] strong{color:#92400e}
.se-verdict[data-verdict=NOT_ELIGIBLE] strong{color:#991b1b}
.se-pager{display:flex;align-items:center;justify-content:center;gap:12px;margin-block-start:16px}
`;
