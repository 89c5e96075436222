// A self-contained GraphQL playground served at GET /playground: Apollo's landing page loads from a
// CDN, which a closed network cannot reach. Plain HTML and one inline script; results are shown as text.
export const PLAYGROUND_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>GraphQL playground</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; display: grid; grid-template-columns: 220px 1fr 1fr; height: 100vh; }
  aside, section { padding: 12px; overflow: auto; border-right: 1px solid #ddd; }
  h1 { font-size: 16px; margin: 0 0 8px; color: #5046e5; }
  h2 { font-size: 13px; margin: 12px 0 4px; text-transform: uppercase; color: #555; }
  ul { list-style: none; padding: 0; margin: 0; font-family: monospace; font-size: 13px; }
  li { padding: 2px 0; cursor: pointer; }
  li:hover { text-decoration: underline; }
  label { display: block; font-size: 13px; margin-top: 8px; }
  textarea, input { width: 100%; box-sizing: border-box; font-family: monospace; font-size: 13px; }
  #query { height: 45vh; }
  #variables { height: 15vh; }
  button { margin-top: 8px; padding: 6px 16px; background: #5046e5; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  pre { white-space: pre-wrap; word-break: break-word; font-size: 13px; margin: 0; }
</style>
</head>
<body>
<aside>
  <h1>Playground</h1>
  <h2>Query</h2><ul id="fields-query"></ul>
  <h2>Mutation</h2><ul id="fields-mutation"></ul>
  <h2>Subscription</h2><ul id="fields-subscription"></ul>
</aside>
<section>
  <label for="query">Operation</label>
  <textarea id="query" spellcheck="false">query Playground_Me {
  me { email nickname plan { name } }
}</textarea>
  <label for="variables">Variables (JSON)</label>
  <textarea id="variables" spellcheck="false">{}</textarea>
  <label for="authorization">Authorization header (optional; the session cookie is sent anyway)</label>
  <input id="authorization" placeholder="Bearer …" autocomplete="off">
  <button id="run" type="button">Run</button>
</section>
<section>
  <label>Result</label>
  <pre id="result"></pre>
</section>
<script>
(function () {
  var endpoint = new URL('/graphql', window.location.href).toString();
  var resultPane = document.getElementById('result');

  function post(body) {
    var headers = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' };
    var authorization = document.getElementById('authorization').value.trim();
    if (authorization) headers.authorization = authorization;
    return fetch(endpoint, { method: 'POST', headers: headers, credentials: 'same-origin', body: JSON.stringify(body) })
      .then(function (response) { return response.text().then(function (text) { return { status: response.status, text: text }; }); });
  }

  function show(status, text) {
    var pretty = text;
    try { pretty = JSON.stringify(JSON.parse(text), null, 2); } catch (ignored) {}
    resultPane.textContent = 'HTTP ' + status + '\\n' + pretty;
  }

  function listFields(kind, type) {
    var list = document.getElementById('fields-' + kind);
    list.textContent = '';
    // Names starting with _ are placeholders that let each SDL file extend the root types.
    (type ? type.fields : []).filter(function (field) { return field.name.charAt(0) !== '_'; }).forEach(function (field) {
      var item = document.createElement('li');
      item.textContent = field.name;
      item.title = field.description || '';
      item.addEventListener('click', function () {
        document.getElementById('query').value = kind + ' {\\n  ' + field.name + '\\n}';
      });
      list.appendChild(item);
    });
  }

  document.getElementById('run').addEventListener('click', function () {
    var variables;
    try { variables = JSON.parse(document.getElementById('variables').value || '{}'); }
    catch (error) { resultPane.textContent = 'Variables are not valid JSON: ' + error.message; return; }
    resultPane.textContent = '…';
    post({ query: document.getElementById('query').value, variables: variables })
      .then(function (answer) { show(answer.status, answer.text); })
      .catch(function (error) { resultPane.textContent = 'Request failed: ' + error.message; });
  });

  var rootFields = '{ __schema { queryType { fields { name description } } mutationType { fields { name description } } subscriptionType { fields { name description } } } }';
  post({ query: rootFields }).then(function (answer) {
    var body = JSON.parse(answer.text);
    if (!body.data) { resultPane.textContent = 'The root-field list needs introspection (GRAPHQL_INTROSPECTION=1); operations still run.'; return; }
    var schema = body.data.__schema;
    listFields('query', schema.queryType);
    listFields('mutation', schema.mutationType);
    listFields('subscription', schema.subscriptionType);
  }).catch(function (error) { resultPane.textContent = 'Could not load the schema: ' + error.message; });
})();
</script>
</body>
</html>
`;
