import { escapeHtml } from '@club/shared';
import type { OpenApiDocument } from './build-openapi.js';

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  format?: string;
  description?: string;
};
type Operation = {
  summary: string;
  tags: string[];
  'x-access': 'public' | 'signed_in' | 'admin';
  'x-access-note'?: string;
  parameters?: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>;
};

const WHO = { public: 'Anyone', signed_in: 'Signed in', admin: 'Admins' } as const;

/** A JSON Schema type as a person reads it: `string or null`, `array of object {id, name}`, `"a" | "b"`. */
export function describeType(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(describeType).join(' or ');
  if (schema.type === 'array') return `array of ${schema.items ? describeType(schema.items) : 'anything'}`;
  if (schema.properties) return `object {${Object.keys(schema.properties).join(', ')}}`;
  if (schema.format === 'binary') return 'file';
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return schema.type ?? 'anything';
}

function fieldTable(caption: string, schema: JsonSchema | undefined): string {
  const properties = Object.entries(schema?.properties ?? {});
  if (!schema || properties.length === 0) {
    return schema?.type === 'object' ? `<p><strong>${escapeHtml(caption)}:</strong> an empty object</p>` : '';
  }
  const required = new Set(schema.required ?? []);
  const rows = properties
    .map(
      ([name, field]) =>
        `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(describeType(field))}</td><td>${required.has(name) ? 'yes' : ''}</td></tr>`,
    )
    .join('');
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr><th>Field</th><th>Type</th><th>Required</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function answerHtml(operation: Operation): string {
  const [status, success] = Object.entries(operation.responses)[0] ?? [];
  if (!status || !success) return '';
  const [contentType, media] = Object.entries(success.content ?? {})[0] ?? [];
  if (!contentType || !media) return `<p>Answers ${escapeHtml(status)}.</p>`;
  if (contentType !== 'application/json')
    return `<p>Answers ${escapeHtml(status)} with a ${escapeHtml(contentType)} file. ${escapeHtml(success.description ?? '')}</p>`;
  const data = media.schema.properties?.data;
  if (media.schema.properties?.status?.const === 'success' && data) {
    return `<p>Answers ${escapeHtml(status)} in the envelope.</p>${fieldTable('data', data)}`;
  }
  return `<p>Answers ${escapeHtml(status)} raw, without the envelope.</p>${fieldTable('Answer', media.schema)}`;
}

function operationHtml(method: string, path: string, operation: Operation): string {
  const params = operation.parameters ?? [];
  const paramTable = params.length
    ? fieldTable('Parameters', {
        type: 'object',
        properties: Object.fromEntries(params.map((param) => [`${param.name} (${param.in})`, param.schema])),
        required: params.filter((param) => param.required).map((param) => `${param.name} (${param.in})`),
      })
    : '';
  const [bodyType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const bodyHtml =
    bodyType && body ? `<p>Body: <code>${escapeHtml(bodyType)}</code></p>${fieldTable('Body', body.schema)}` : '';
  const errors = Object.keys(operation.responses).filter((status) => Number(status) >= 400);
  return `<article id="${escapeHtml(`${method}-${path}`)}">
<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)}</p>
<p><strong>Who:</strong> ${escapeHtml(WHO[operation['x-access']])}${operation['x-access-note'] ? ` (${escapeHtml(operation['x-access-note'])})` : ''}</p>
${paramTable}${bodyHtml}${answerHtml(operation)}
<p class="errors">Errors: ${errors.map(escapeHtml).join(', ')}</p>
</article>`;
}

// Plain HTML with one style block: the CSP (plugins/security.ts) allows no scripts from elsewhere or inline.
const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem 1.5rem;color:#1a1b1e}
code{font-family:ui-monospace,monospace}h2{border-bottom:1px solid #ddd;margin-top:2.5rem}
article{border:1px solid #e5e5e5;border-radius:8px;padding:.25rem 1rem;margin:1rem 0}
table{border-collapse:collapse;margin:.5rem 0;width:100%}caption{text-align:left;font-weight:600}
td,th{border:1px solid #e5e5e5;padding:.2rem .5rem;text-align:left;vertical-align:top}
.method{display:inline-block;min-width:4.5rem;border-radius:4px;padding:0 .4rem;color:#fff;font-size:.85em;text-align:center}
.get{background:#1c7ed6}.post{background:#2f9e44}.put{background:#e67700}.delete{background:#e03131}.errors{color:#555}`;

/** Issue 7: the readable reference page at {base}/api/docs, built from the same document as openapi.json. */
export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods) as [string, Operation][]) {
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const server = document.servers[0]?.url ?? '/api';
  const sections = [...byTag].map(
    ([tag, operations]) =>
      `<section><h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${operations.join('\n')}</section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(document.info.title)}</h1>
<p>Version ${escapeHtml(document.info.version)}. Every path below is relative to <code>${escapeHtml(server)}</code>.
The machine-readable form is <a href="openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
<p>${escapeHtml(document.info.description)}</p>
<p>Example: <code>curl -H "Authorization: Bearer &lt;token&gt;" ${escapeHtml(server)}/users</code></p>
<nav><ul>${[...byTag.keys()].map((tag) => `<li><a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>
${sections.join('\n')}
</body></html>`;
}
