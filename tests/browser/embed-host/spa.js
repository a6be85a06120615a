// A single-page app that mounts and unmounts a search widget through the command queue.
window.__spa = { ready: 0, searches: 0 };
StudyEurope('on', 'study:ready', () => {
  window.__spa.ready++;
});
StudyEurope('on', 'study:search', () => {
  window.__spa.searches++;
});
document.getElementById('mount').addEventListener('click', () => {
  StudyEurope('mount', { widget: 'search', target: '#app', agency: '__AGENCY__' });
});
document.getElementById('unmount').addEventListener('click', () => {
  StudyEurope('destroy', { target: '#app' });
});
