/**
 * SPEC §5: the variables a reminder template may use, and issue 19's details of the night (its start time, caller,
 * program and who else serves); the subject supports the one-line ones.
 */
export const TEMPLATE_VARIABLES = [
  'club_name',
  'dance_date',
  'member_name',
  'club_address',
  'club_logo',
  'start_time',
  'caller',
  'program',
  'other_squareheads',
] as const;
export const SUBJECT_VARIABLES = ['club_name', 'dance_date', 'member_name', 'start_time', 'caller', 'program'] as const;
export type TemplateValues = Record<Exclude<(typeof TEMPLATE_VARIABLES)[number], 'club_logo'>, string> & {
  /** Where the logo image can be found (a `cid:` or data URL); empty when the club has no logo. */
  club_logo_src: string;
};

export type RenderedEmail = { subject: string; text: string; html: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

// A Markdown link, or a {variable}. Links are found in the template before any value is put in, so a member's name
// that looks like a link stays text.
const TOKEN = new RegExp(`\\[([^\\]\\n]+)\\]\\(([^()\\s]+)\\)|\\{(${TEMPLATE_VARIABLES.join('|')})\\}`, 'g');
const SAFE_URL = /^(https?:\/\/|mailto:)/i;

type Token = { kind: 'text'; value: string } | { kind: 'link'; label: string; url: string } | { kind: 'logo' };

function fill(template: string, values: TemplateValues, allowed: readonly string[]): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    allowed.includes(name) && name !== 'club_logo' ? values[name as keyof TemplateValues] : whole,
  );
}

function tokenize(body: string, values: TemplateValues): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of body.matchAll(TOKEN)) {
    if (match.index > last) tokens.push({ kind: 'text', value: body.slice(last, match.index) });
    const [, label, url, variable] = match;
    if (variable === 'club_logo') tokens.push({ kind: 'logo' });
    else if (variable) tokens.push({ kind: 'text', value: values[variable as keyof TemplateValues] });
    else if (url !== undefined && label !== undefined) {
      const filledUrl = fill(url, values, TEMPLATE_VARIABLES);
      const filledLabel = fill(label, values, TEMPLATE_VARIABLES);
      tokens.push(
        SAFE_URL.test(filledUrl)
          ? { kind: 'link', label: filledLabel, url: filledUrl }
          : { kind: 'text', value: match[0] },
      );
    }
    last = match.index + match[0].length;
  }
  if (last < body.length) tokens.push({ kind: 'text', value: body.slice(last) });
  return tokens;
}

function toHtml(tokens: Token[], values: TemplateValues): string {
  const inline = tokens
    .map((token) => {
      if (token.kind === 'text') return escapeHtml(token.value);
      if (token.kind === 'link') return `<a href="${escapeHtml(token.url)}">${escapeHtml(token.label)}</a>`;
      return values.club_logo_src
        ? `<img src="${escapeHtml(values.club_logo_src)}" alt="${escapeHtml(values.club_name)}" width="128" height="128">`
        : '';
    })
    .join('');
  const paragraphs = inline
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>\n')}</p>`);
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222">${paragraphs.join('\n')}</body></html>`;
}

function toText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.kind === 'text') return token.value;
      if (token.kind === 'link') return token.label === token.url ? token.url : `${token.label} (${token.url})`;
      return '';
    })
    .join('')
    .replace(/[ \t]+$/gm, '')
    .trim();
}

/**
 * Issue 5: a reminder template becomes a subject, a plain-text part and an HTML part. In the HTML everything is
 * escaped except the Markdown links of the template itself (http, https and mailto only), so neither a template nor a
 * member's name can inject markup.
 */
export function renderEmailTemplate(
  template: { subject: string; body: string },
  values: TemplateValues,
): RenderedEmail {
  const tokens = tokenize(template.body, values);
  return {
    // A subject is one line: a newline in a value would otherwise start a new mail header.
    subject: fill(template.subject, values, SUBJECT_VARIABLES)
      .replace(/\s*[\r\n]+\s*/g, ' ')
      .trim(),
    text: toText(tokens),
    html: toHtml(tokens, values),
  };
}
