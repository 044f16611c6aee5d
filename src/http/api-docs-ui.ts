import * as path from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER } from '../contracts/members';

/** Where the API reference lives: its page, its files, the document it reads. */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

/** Swagger UI as its npm package installs it: served by the site itself, nothing fetched from elsewhere. */
const SWAGGER_UI_ROOT = path.dirname(require.resolve('swagger-ui-dist/package.json'));

const INITIALIZER = 'api-docs.js';

/**
 * Swagger UI over the site's own document. "Try it out" works as the site's pages do: the browser
 * sends the session cookie, and every change carries the CSRF header from the cookie, which asking
 * for the session sets.
 */
const INITIALIZER_SCRIPT = `"use strict";
(function () {
  function csrfToken() {
    var prefix = ${JSON.stringify(`${CSRF_COOKIE}=`)};
    var entry = document.cookie.split("; ").find(function (part) { return part.indexOf(prefix) === 0; });
    return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
  }
  // Sets the CSRF cookie; read to the end, or the answer would stay open.
  fetch("/api/session", { credentials: "same-origin" }).then(function (answer) { return answer.text(); });
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_DOCUMENT_PATH)},
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    requestInterceptor: function (request) {
      var token = csrfToken();
      if (token && !/^(GET|HEAD|OPTIONS)$/i.test(request.method)) request.headers[${JSON.stringify(CSRF_HEADER)}] = token;
      return request;
    },
  });
})();
`;

/** The page's files, by the name under /api/docs: Swagger UI's own, and the script that starts it. */
export const API_DOCS_FILES: Record<string, { type: string } & ({ file: string } | { text: string })> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: path.join(SWAGGER_UI_ROOT, 'swagger-ui.css') },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    file: path.join(SWAGGER_UI_ROOT, 'swagger-ui-bundle.js'),
  },
  [INITIALIZER]: { type: 'text/javascript; charset=utf-8', text: INITIALIZER_SCRIPT },
};

/** No inline script or style: the page keeps to a policy that lets in only the site's own files. */
export const API_DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Divorce community</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
<noscript><p>The API reference needs JavaScript. The OpenAPI document itself is at <a href="${OPENAPI_DOCUMENT_PATH}">${OPENAPI_DOCUMENT_PATH}</a>.</p></noscript>
<div id="swagger-ui"></div>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/${INITIALIZER}"></script>
</body>
</html>
`;
