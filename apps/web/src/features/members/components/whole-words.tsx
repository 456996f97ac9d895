import { Fragment } from 'react';

// Issue 26: a table squeezed to fit broke e-mails over four or five lines and names at their hyphens.
const WHOLE = { whiteSpace: 'nowrap' } as const;

/** Text that wraps only at its spaces: every word stays whole, a hyphenated one (Heinz-Dieter) too. */
export function WholeWords({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\s+)/).map((part, index) =>
        part === '' || /^\s+$/.test(part) ? (
          part
        ) : (
          <span key={index} style={WHOLE}>
            {part}
          </span>
        ),
      )}
    </>
  );
}

/**
 * A surname wraps at its spaces and, when even so it does not fit, after a hyphen of a double name
 * ("Schwarzenberger-" / "Oberhausener"), as German sets such names; no part of it is ever split. At 1366 px a long
 * double name held whole widened the table past the screen (issue 29).
 */
export function WholeSurname({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\s+)/).map((word, index) =>
        word === '' || /^\s+$/.test(word) ? (
          word
        ) : (
          <Fragment key={index}>
            {word.split(/(?<=-)/).map((part, at) => (
              <Fragment key={at}>
                {at > 0 && <wbr />}
                <span style={WHOLE}>{part}</span>
              </Fragment>
            ))}
          </Fragment>
        ),
      )}
    </>
  );
}

/**
 * An e-mail address wraps, where it must, only before its @ and before a dot of its domain, as style guides break
 * them; the pieces in between stay whole.
 */
export function WholeEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const pieces = at <= 0 ? [email] : [email.slice(0, at), ...email.slice(at).split(/(?=\.)/)];
  return (
    <>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span style={WHOLE}>{piece}</span>
        </Fragment>
      ))}
    </>
  );
}
