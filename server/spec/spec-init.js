/* global SwaggerUIBundle */
// Starts Swagger UI on /v1/spec (a plain browser script, served as is).
// validatorUrl null: the stock UI would otherwise call validator.swagger.io.
// deepLinking false: with it on, each operation's path is a link inside the operation's toggle button
// (nested interactive controls, axe).
// Selects Swagger UI leaves unnamed (servers, examples, enum parameters) get an aria-label as they appear.
(function () {
  function nameSelects() {
    var servers = document.querySelector('select#servers:not([aria-label])');
    if (servers) servers.setAttribute('aria-label', 'Server');
    document.querySelectorAll('select.examples-select-element:not([aria-label])').forEach(function (select) {
      var row = select.closest('[data-param-name]');
      var name = row ? row.getAttribute('data-param-name') : '';
      select.setAttribute('aria-label', name ? 'Example for ' + name : 'Example');
    });
    // code examples scroll sideways when long: keyboard users must be able to reach them (axe scrollable-region-focusable)
    document.querySelectorAll('.highlight-code > .microlight:not([tabindex])').forEach(function (code) {
      code.setAttribute('tabindex', '0');
    });
    // a parameter with a list of values (an enum, e.g. order) is a select too
    document.querySelectorAll('.parameters-col_description select:not([aria-label])').forEach(function (select) {
      var row = select.closest('[data-param-name]');
      select.setAttribute('aria-label', row ? row.getAttribute('data-param-name') : 'Value');
    });
  }
  new MutationObserver(nameSelects).observe(document.documentElement, { childList: true, subtree: true });
  window.addEventListener('load', function () {
    window.ui = SwaggerUIBundle({
      url: 'spec.json',
      dom_id: '#swagger-ui',
      deepLinking: false,
      displayRequestDuration: true,
      validatorUrl: null,
      presets: [SwaggerUIBundle.presets.apis],
      layout: 'BaseLayout',
    });
  });
})();
