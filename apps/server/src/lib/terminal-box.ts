const WIDEST_BOX = 100;
const ANSI = { bold: '\u001b[1m', cyan: '\u001b[36m', reset: '\u001b[0m' };

export type BoxContent = {
  title: string;
  before: string;
  link?: string;
  after?: string;
  /** A command to type or paste, on a line of its own below `after`, never broken (issue 26). */
  command?: string;
};

/**
 * Decision 033: a sign-in link must stand out from the log around it, so it is drawn in a box as wide as the terminal
 * allows (a column to spare, at most 100), with the text wrapped at words. The link stays whole on a line of its own, so a
 * terminal can open it with a click and a mouse can select all of it: when it is wider than the box it runs past the
 * right edge, which is left open on that line, rather than being cut. A command is kept whole the same way: wrapped
 * at its spaces it would paste as two commands.
 */
export function drawBox(content: BoxContent, terminal: { columns?: number; color: boolean }): string[] {
  const { title, before, link, after, command } = content;
  const inner = Math.max(20, Math.min(terminal.columns || 80, WIDEST_BOX) - 7);
  const paint = (text: string) => (terminal.color ? `${ANSI.bold}${ANSI.cyan}${text}${ANSI.reset}` : text);
  const row = (text: string) => `  │ ${text.padEnd(inner)} │`;
  const whole = (text: string) => {
    const indented = `  ${text}`;
    return [
      row(''),
      indented.length <= inner ? `  │ ${paint(indented.padEnd(inner))} │` : `  │ ${paint(text)}`,
      row(''),
    ];
  };
  const rows = wrap(before, inner).map(row);
  if (link) rows.push(...whole(link));
  if (after) rows.push(...wrap(after, inner).map(row));
  if (command) rows.push(...whole(command));
  const heading = ` ${title} `;
  return [
    `  ╭─${heading}${'─'.repeat(Math.max(0, inner + 1 - heading.length))}╮`,
    ...rows,
    `  ╰${'─'.repeat(inner + 2)}╯`,
  ];
}

function wrap(text: string, width: number): string[] {
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (row && row.length + 1 + word.length > width) {
      rows.push(row);
      row = word;
    } else row = row ? `${row} ${word}` : word;
  }
  if (row) rows.push(row);
  return rows;
}
