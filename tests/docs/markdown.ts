/** A fenced code block of a Markdown file, with the heading it stands under. */
export interface CodeBlock {
  /** The info string's first word (`bash`, `js`, `python`, `json`, `text`, …); '' without one. */
  lang: string;
  code: string;
  /** The text of the nearest heading above it (any level), '' before the first. */
  heading: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** Every fenced block (``` or ~~~, at least three) of `markdown`, in order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const title = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(lines[i]!);
    if (title) {
      heading = title[1]!;
      continue;
    }
    const open = /^ {0,3}(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]!);
    if (!open) continue;
    const fence = open[1]!;
    const start = i;
    const body: string[] = [];
    // a closing fence is the same character, at least as long, and nothing after it
    const close = new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`);
    for (i++; i < lines.length && !close.test(lines[i]!); i++) body.push(lines[i]!);
    blocks.push({ lang: open[2]!.toLowerCase(), code: `${body.join('\n')}\n`, heading, line: start + 1 });
  }
  return blocks;
}
