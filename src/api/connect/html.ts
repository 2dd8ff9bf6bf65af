/** Server-rendered pages without JavaScript: an escaping template tag and the shared layout. */
import escapeHtml from 'escape-html';

/** Markup that is already safe (produced by `html`). */
export class Safe {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = string | number | Safe | null | undefined | false | readonly Part[];

const render = (p: Part): string => {
  if (p === null || p === undefined || p === false) return '';
  if (p instanceof Safe) return p.value;
  if (Array.isArray(p)) return p.map(render).join('');
  return escapeHtml(String(p));
};

/** Every interpolated value is escaped unless it is itself `html` output. */
export const html = (strings: TemplateStringsArray, ...values: Part[]): Safe =>
  new Safe(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''));

const STYLE = `
  body { font: 1.05rem/1.5 system-ui, sans-serif; margin: 0; background: #f6f5f2; color: #1c1b19; }
  main { max-width: 34rem; margin: 2.5rem auto; background: #fff; padding: 2rem 2.25rem; border-radius: 12px;
         box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .brand { font-weight: 700; letter-spacing: .02em; color: #0b5d4b; margin-bottom: .25rem; }
  .code { font: 700 2rem/1.2 ui-monospace, monospace; letter-spacing: .12em; background: #eef6f3;
          padding: .5rem 1rem; border-radius: 8px; display: inline-block; }
  .code.small { font-size: 1rem; padding: .2rem .5rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 .35rem; }
  input[type=email], input[type=text] { font: inherit; width: 100%; box-sizing: border-box; padding: .6rem .7rem;
          border: 2px solid #767676; border-radius: 6px; }
  input:focus, button:focus { outline: 3px solid #f0b400; outline-offset: 2px; }
  button { font: inherit; font-weight: 600; padding: .6rem 1.2rem; border-radius: 6px; border: 2px solid #0b5d4b;
           background: #0b5d4b; color: #fff; margin-top: 1rem; margin-right: .5rem; cursor: pointer; }
  button.secondary { background: #fff; color: #0b5d4b; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; }
  dt { font-weight: 600; } dd { margin: 0; overflow-wrap: anywhere; }
  .alert { border-left: 4px solid #b3261e; background: #fdecea; padding: .6rem .9rem; }
  .ok { border-left: 4px solid #0b5d4b; background: #eef6f3; padding: .6rem .9rem; }
  small { color: #555; }
`;

export const page = (title: string, body: Safe): string =>
  html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · Jaunt</title>
<style>${new Safe(STYLE)}</style>
</head>
<body>
<main>
<p class="brand" aria-hidden="true">Jaunt</p>
${body}
</main>
</body>
</html>`.value;
