// Runs in <head>, before Swagger UI's bundle: the page is dark from its first paint when it should be.
// Swagger UI's dark theme (html.dark-mode) follows the system unless the page's URL says ?theme=light or
// ?theme=dark (the explorer's switch, for its frame).
(function () {
  var dark = window.matchMedia('(prefers-color-scheme: dark)');
  var forced = new URLSearchParams(location.search).get('theme');
  function followScheme() {
    document.documentElement.classList.toggle('dark-mode', forced === 'dark' || (forced !== 'light' && dark.matches));
  }
  followScheme();
  dark.addEventListener('change', followScheme);
})();
