// The agency's own script (a file: the CSP allows no inline script). It uses the command queue
// before embed.js has arrived, and records what the widgets tell the page.
window.__events = [];
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) =>
  window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
);
window.StudyEurope =
  window.StudyEurope ||
  ((...args) => {
    StudyEurope.q = StudyEurope.q || [];
    StudyEurope.q.push(args);
  });
['study:ready', 'study:search', 'study:lead-created', 'study:apply-started', 'study:error'].forEach((type) => {
  StudyEurope('on', type, (e) => {
    window.__events.push({ type: e.type, detail: e.detail, tag: e.target.tagName.toLowerCase() });
  });
});
